/** Anything the player can play: a track, or an album through its medley. */
export interface PlayableItem {
  /** 'track-{id}' or 'album-{id}'. */
  id: `track-${number}` | `album-${number}`;
  title: string;
  audioUrl: string;
  image?: string | null;
  trackPageUrl?: string;
  albumPageUrl?: string;
  albumName?: string;
  /** The numeric track id when the item is a track, for history and add-to-playlist. */
  trackId?: number;
  /** Waveform peaks for the seek bar, when the API serves them. */
  peaksUrl?: string;
  downloads?: { label: string; url: string }[];
}

export const isTrackItem = (item: PlayableItem): boolean => item.id.startsWith('track-');

/** The player's view of a catalogue track. */
export function trackToPlayable(track: {
  id: number;
  name: string;
  version?: string | null;
  main_track_id?: number | null;
  file: { url: string | null };
  peaks_url?: string | null;
  album: { uuid: string; name: string; cover: { url: string | null } };
}): PlayableItem | null {
  if (!track.file.url) return null;
  return {
    id: `track-${track.id}`,
    trackId: track.id,
    // An alternate (an edit, an underscore, a stem) is told apart by its version; a main track by its name alone.
    title: track.main_track_id && track.version ? `${track.name} (${track.version})` : track.name,
    audioUrl: track.file.url,
    image: track.album.cover.url,
    trackPageUrl: `/tracks/${track.id}`,
    albumPageUrl: `/albums/${encodeURIComponent(track.album.uuid)}`,
    albumName: track.album.name,
    peaksUrl: track.peaks_url ?? undefined,
  };
}

/** An album plays as its medley, a sample of the whole album. */
export function albumToPlayable(album: {
  id: number;
  uuid: string;
  name: string;
  cover: { url: string | null };
  medley: { url: string | null };
}): PlayableItem | null {
  if (!album.medley.url) return null;
  return {
    id: `album-${album.id}`,
    title: album.name,
    audioUrl: album.medley.url,
    image: album.cover.url,
    albumPageUrl: `/albums/${encodeURIComponent(album.uuid)}`,
    albumName: album.name,
  };
}

/** The playable items of a list of tracks, in order; tracks without a file are left out. */
export function playableItems(tracks: Parameters<typeof trackToPlayable>[0][]): PlayableItem[] {
  return tracks.map(trackToPlayable).filter((item): item is PlayableItem => item !== null);
}
