import { persistentAtom } from './persistent-atom';

export interface PinnedPlaylist {
  uuid: string;
  name: string;
}

const isPinned = (value: unknown): value is PinnedPlaylist | null =>
  value === null ||
  (typeof value === 'object' &&
    typeof (value as PinnedPlaylist).uuid === 'string' &&
    typeof (value as PinnedPlaylist).name === 'string');

/** The playlist new tracks and albums go to with one click. */
export const $pinnedPlaylist = persistentAtom<PinnedPlaylist | null>('rsm:pinned-playlist', null, isPinned);

/** Pins a playlist; selecting the pinned one again clears it. */
export function togglePinnedPlaylist(playlist: PinnedPlaylist): void {
  $pinnedPlaylist.set($pinnedPlaylist.get()?.uuid === playlist.uuid ? null : playlist);
}

export function unpinPlaylist(): void {
  $pinnedPlaylist.set(null);
}
