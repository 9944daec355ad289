import type { QueryClient } from '@tanstack/react-query';

/**
 * The cache keys of playlists and folders, shared by every app (one query client per page), so a change made in one
 * app — adding a track from a catalogue row, removing one in the playlists remote — refreshes what another shows.
 * Playlists are projects in the API, folders are project categories.
 */
export const playlistKeys = {
  playlists: ['playlists'] as const,
  allPlaylists: ['all-playlists'] as const,
  playlist: (uuid: string) => ['playlist', uuid] as const,
  playlistTracks: (uuid: string) => ['playlist-tracks', uuid] as const,
  folders: ['folders'] as const,
  folderNames: ['folder-names'] as const,
  folder: (id: number) => ['folder', id] as const,
};

/** After any playlist or folder change: every list of playlists and folders is refetched. */
export function invalidatePlaylistsAndFolders(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [
      playlistKeys.playlists,
      playlistKeys.allPlaylists,
      ['playlist'],
      ['playlist-tracks'],
      playlistKeys.folders,
      playlistKeys.folderNames,
      ['folder'],
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ).then(() => undefined);
}
