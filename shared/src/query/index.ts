export { invalidatePlaylistsAndFolders, playlistKeys } from './playlist-keys';
