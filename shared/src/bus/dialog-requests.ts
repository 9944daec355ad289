import { atom } from 'nanostores';

/**
 * Dialogs any app can open, owned by one remote each: an app asks through the bus and the owner renders. The host
 * mounts an owner's dialog only once it is asked for, so a page that never opens one never loads its remote.
 */

/** What the add-to-playlist dialog adds: a track, or all tracks of an album. */
export interface AddToPlaylistTarget {
  kind: 'track' | 'album';
  id: number;
  name: string;
}

/** Rendered by the playlists remote. */
export const $addToPlaylistRequest = atom<AddToPlaylistTarget | null>(null);

export function requestAddToPlaylist(target: AddToPlaylistTarget): void {
  $addToPlaylistRequest.set(target);
}

export function closeAddToPlaylist(): void {
  $addToPlaylistRequest.set(null);
}

/** The track whose details modal is open; rendered by the catalogue remote. */
export const $trackDetailsRequest = atom<number | null>(null);

export function openTrackDetails(trackId: number): void {
  $trackDetailsRequest.set(trackId);
}

export function closeTrackDetails(): void {
  $trackDetailsRequest.set(null);
}
