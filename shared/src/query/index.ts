export { invalidatePlaylistsAndFolders, playlistKeys } from './playlist-keys';
export { requestPageQuery, requestQuery } from './request-query';
export { trackAlternativesQueryOptions, trackKeys, trackQueryOptions } from './track-queries';
