import type { Track } from '@rsm/shared';
import { SOUND_CONFIDENCE } from '@rsm/shared/schemas';

/** A stem's version reads 'STEM - {version}'. */
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

/**
 * The BPM to show: the metadata's first, the analysed one (rounded, marked detected) where the metadata has none,
 * or `unsteady` where the analysis found no steady pulse (its confidence under SOUND_CONFIDENCE.bpm). A track
 * analysed before confidences existed has none, and its figure is shown.
 */
export function shownBpm(
  track: Pick<Track, 'bpm' | 'detected_bpm' | 'bpm_confidence'>,
): { value: number; detected: boolean } | { unsteady: true; detected: true } | null {
  if (track.bpm) return { value: track.bpm, detected: false };
  if (!track.detected_bpm) return null;
  if (track.bpm_confidence != null && track.bpm_confidence < SOUND_CONFIDENCE.bpm)
    return { unsteady: true, detected: true };
  return { value: Math.round(track.detected_bpm), detected: true };
}

/** The detected key to show ("A minor"), `unclear` under SOUND_CONFIDENCE.key, or null when never analysed. */
export function shownKey(track: Pick<Track, 'detected_key' | 'key_confidence'>): string | 'unclear' | null {
  if (!track.detected_key) return null;
  if (track.key_confidence != null && track.key_confidence < SOUND_CONFIDENCE.key) return 'unclear';
  return track.detected_key;
}
