export { invalidatePlaylistsAndFolders, playlistKeys } from './playlist-keys';
export { trackAlternativesQueryOptions, trackKeys, trackQueryOptions } from './track-queries';
