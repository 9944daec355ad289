import { TrackTable, type TrackTableProps } from '@rsm/shared';

/**
 * The catalogue's lists of tracks (album, curated playlist, search results): the shared TrackTable, so every page
 * has the same view modes, row parts, alternates and actions. Playing a row queues the whole list in order.
 */
export function TrackList(props: TrackTableProps) {
  return <TrackTable {...props} />;
}
