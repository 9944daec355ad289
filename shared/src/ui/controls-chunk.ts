/**
 * The controls no first view shows — the download button and its menu, add to playlist, the numbered pager — with
 * what only they use: one chunk, loaded when a page first draws one of them (see lazy-controls.tsx).
 */
export { DownloadButton } from '../downloads/download-button';
export { AddToPlaylistButton } from '../tracks/add-to-playlist-button';
export { NumberedPager } from './pager/numbered-pager';
