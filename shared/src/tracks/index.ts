export type { AddToPlaylistButtonProps } from './add-to-playlist-button';
export type { TrackColumnPreset } from './columns';
export { CopyLinkButton } from './copy-link-button';
export { FindSimilarButton, FindSimilarLink } from './find-similar';
export { preloadTrackTable, TrackTable } from './lazy-track-table';
export type { TrackTableProps } from './track-table';
export { QueuePlayButton } from './queue-play-button';
export { TrackCount } from './track-count';
export { toPeaks, trackPeaksQueryOptions, useTrackPeaks } from './api/get-track-peaks';
