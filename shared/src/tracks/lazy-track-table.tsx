import { loadOnDemandMessages } from '../i18n/on-demand-messages';
import { onDemand } from '../ui/on-demand';
import { Box, Flex } from '../ui/primitives';
import { ErrorState, LoadingState } from '../ui/states';
import type { TrackTableProps } from './track-table';

const table = onDemand<TrackTableProps>(() =>
  Promise.all([import(/* webpackChunkName: "track-table" */ './track-table'), loadOnDemandMessages()]).then(
    ([module]) => module.TrackTable,
  ),
);

/**
 * Starts loading the track table's code, a chunk of its own (its rows, cells, menus, views and reordering): the host
 * starts it with the pages that show a table, so it arrives beside the page's code and data; pages without one,
 * home first, never load it.
 */
export const preloadTrackTable = table.preload;

/**
 * The one list of tracks of every page (see track-table.tsx). Until its code has arrived — rarely longer
 * than the page's data — it holds the table's place with the page's controls and skeleton rows.
 */
export function TrackTable(props: TrackTableProps) {
  const { Component: Loaded, failed, retry } = table.useComponent();
  if (Loaded) return <Loaded {...props} />;
  if (failed) return <ErrorState onRetry={retry} />;
  return (
    <Box>
      {props.toolbar && (
        <Flex justifyContent="flex-end" alignItems="center" gap="3" mb="3" flexWrap="wrap">
          {props.toolbar}
        </Flex>
      )}
      <LoadingState />
    </Box>
  );
}
