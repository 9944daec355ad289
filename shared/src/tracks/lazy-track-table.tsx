import { useEffect, useState, type ComponentType } from 'react';
import { ErrorState, LoadingState } from '../ui/states';
import { Box, Flex } from '../ui/primitives';
import type { TrackTableProps } from './track-table';

type Table = ComponentType<TrackTableProps>;

let table: Table | undefined;
let loading: Promise<Table> | undefined;

/**
 * Starts loading the track table's code, a chunk of its own (its rows, cells, menus, views and reordering): the host
 * starts it with the pages that show a table, so it arrives beside the page's code and data; pages without one,
 * home first, never load it.
 */
export function preloadTrackTable(): Promise<Table> {
  loading ??= import(/* webpackChunkName: "track-table" */ './track-table').then(
    (module) => (table = module.TrackTable),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The one list of tracks of every page (spec §2.6, see track-table.tsx). Until its code has arrived — rarely longer
 * than the page's data — it holds the table's place with the page's controls and skeleton rows.
 */
export function TrackTable(props: TrackTableProps) {
  const [Loaded, setLoaded] = useState<Table | undefined>(() => table);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (Loaded || failed) return undefined;
    let live = true;
    preloadTrackTable().then(
      (loaded) => live && setLoaded(() => loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [Loaded, failed]);
  if (Loaded) return <Loaded {...props} />;
  if (failed) return <ErrorState onRetry={() => setFailed(false)} />;
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
