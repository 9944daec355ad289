import { createContext, useContext } from 'react';
import type { PinnedPlaylist } from '../bus/pinned-playlist-store';
import type { Track } from '../schemas';

/**
 * What a row's download button offers, decided once per table from the customer and session:
 * `fake` sends to contact-us with a notice, `blocked` is disabled with the reason, `pending` waits for the customer,
 * `login` links to log in and come back, `files` offers the track's files.
 */
export type RowDownloadMode = 'fake' | 'blocked' | 'pending' | 'login' | 'files';

/**
 * Everything rows share, read from the stores once by the table instead of once per row: a change of customer or
 * pinned playlist re-renders the rows once, and the player's or router's updates reach none of them.
 */
export interface RowEnvironment {
  download: RowDownloadMode;
  /** The login page with the return address of the list (mode `login`). */
  loginHref: string;
  /** The id of the one element explaining why downloads are disabled (mode `blocked`). */
  blockedReasonId: string;
  token?: string;
  /** The pinned playlist rows add to directly, when signed in. */
  pinned: PinnedPlaylist | null;
  /** The pinned playlist's members are still loading. */
  pinnedPending: boolean;
  signedIn: boolean;
  viewingPlaylistUuid?: string;
  onTogglePinned: (trackId: number, add: boolean) => void;
  onFakeDownload: () => void;
  onRemove?: (track: Track) => void;
}

export const RowEnvironmentContext = createContext<RowEnvironment | null>(null);

/**
 * The ids in the pinned playlist, for the few rows that look it up themselves (alternate versions); the table's own
 * rows get a boolean each, so a membership change re-renders one row.
 */
export const PinnedMembersContext = createContext<ReadonlySet<number>>(new Set());

export function useRowEnvironment(): RowEnvironment {
  const environment = useContext(RowEnvironmentContext);
  if (!environment) throw new Error('Track rows render inside a TrackTable');
  return environment;
}
