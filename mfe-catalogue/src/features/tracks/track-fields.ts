import type { Track } from '@rsm/shared';

/** Spec §2.7: a stem's version reads 'STEM - {version}'. */
export function versionLabel(track: Pick<Track, 'version' | 'stem'>): string {
  const version = track.version ?? '';
  return track.stem ? `STEM - ${version}`.trim() : version;
}

export const composerName = (composer: { first_name: string; last_name: string }) =>
  `${composer.first_name} ${composer.last_name}`.trim();

/** Each composer with their ownership share, when the track states one. */
export function composerShares(track: Pick<Track, 'composers' | 'composers_tracks'>) {
  return track.composers.map((composer) => ({
    name: composerName(composer),
    share:
      track.composers_tracks.find((link) => link.composer_id === composer.id)?.pr_ownership_share ?? null,
  }));
}

/** The BPM to show: the metadata's first, the analysed one (rounded, marked detected) where the metadata has none. */
export function shownBpm(
  track: Pick<Track, 'bpm' | 'detected_bpm'>,
): { value: number; detected: boolean } | null {
  if (track.bpm) return { value: track.bpm, detected: false };
  if (track.detected_bpm) return { value: Math.round(track.detected_bpm), detected: true };
  return null;
}
