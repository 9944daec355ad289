import type { QueryClient } from '@tanstack/react-query';

/**
 * The cache keys of this remote, in one place so a mutation can invalidate or patch every list that shows what it
 * changed. Playlists are projects in the API, folders are project categories.
 */
export const keys = {
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
      keys.playlists,
      keys.allPlaylists,
      ['playlist'],
      ['playlist-tracks'],
      keys.folders,
      keys.folderNames,
      ['folder'],
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ).then(() => undefined);
}
