import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import {
  Fragment,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { playableItems } from '../bus/playable-item';
import { $currentItem, $playing, playList } from '../bus/player-store';
import type { Track } from '../schemas';
import { Box, Flex } from '../ui/primitives';
import { EmptyState, Skeleton } from '../ui/states';
import { useIsDesktop } from '../ui/use-is-desktop';
import { AlternateRows } from './alternate-rows';
import { columnsFor, type TrackColumnPreset } from './columns';
import { PinnedMembersContext, RowEnvironmentContext } from './row-environment';
import { TrackCard } from './track-card';
import { TrackCardList } from './track-card-list';
import { TrackRow } from './track-row';
import { TrackTableHead } from './track-table-head';
import { TrackTableStyles } from './track-table-styles';
import { useRowEnvironmentValue } from './use-row-environment-value';
import { useRouterLinkClicks } from './use-router-link-clicks';
import { useArrivalKey } from './use-arrival-key';
import { useProgressiveCount } from './use-progressive-count';
import { useSortableRows } from './use-sortable-rows';
import { TRACK_VIEWS, useTrackView, type TrackView } from './view-mode';
import { ViewSwitcher } from './view-switcher';

export interface TrackTableProps {
  tracks: Track[];
  /** 12 skeleton rows instead of the tracks. */
  loading?: boolean;
  /** Tracks on earlier pages: row numbers continue from here. */
  offset?: number;
  /** The views offered; the playlist detail table offers tabelar and tabelar-details. */
  views?: readonly TrackView[];
  columns?: TrackColumnPreset;
  /** A drag handle per row and Alt+↑/↓; `onReorder(trackId, newIndex)` with the index on this page. */
  reorderable?: boolean;
  onReorder?: (trackId: number, newIndex: number) => void;
  /** Offers removal (only where deletion is allowed). */
  onRemove?: (track: Track) => void;
  /** A row highlighted as selected, e.g. the track a page is about. */
  selectedTrackId?: number;
  /** A share token authorising downloads without login. */
  token?: string;
  /** The playlist the page shows, to hide the pinned add/remove there. */
  viewingPlaylistUuid?: string;
  /** Names the table for assistive technology. */
  label?: string;
  /** Extra controls shown beside the view switcher (page size, sort). */
  toolbar?: ReactNode;
}

/** Skeleton rows while loading. */
const SKELETON_ROWS = 12;

/** The one list of tracks of every page: view modes, rows, alternates, actions, reordering. */
export function TrackTable({
  tracks,
  loading = false,
  offset = 0,
  views = TRACK_VIEWS,
  columns: preset = 'default',
  reorderable = false,
  onReorder,
  onRemove,
  selectedTrackId,
  token,
  viewingPlaylistUuid,
  label,
  toolbar,
}: TrackTableProps) {
  const { t } = useLingui();
  const name = label ?? t`Tracks`;
  const [view, setView] = useTrackView(views);
  // Only these two stores: the player's time updates never reach the rows.
  const current = useStore($currentItem);
  const playing = useStore($playing);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const { environment, members, blockedReason } = useRowEnvironmentValue({
    tracks,
    token,
    viewingPlaylistUuid,
    onRemove,
  });
  const onLinkClick = useRouterLinkClicks();
  const body = useRef<HTMLTableSectionElement>(null);
  /** The row moved by a key, and whether the key was pressed on its drag handle (focus goes back to the same place). */
  const focusAfterMove = useRef<{ trackId: number; handle: boolean } | null>(null);
  const canReorder = reorderable && !!onReorder && (view === 'tabelar' || view === 'tabelar-details');
  // One array per preset and view: the memoised rows take it as a prop, a new array each render would re-render all.
  const columns = useMemo(() => columnsFor(preset, view, canReorder), [preset, view, canReorder]);
  const arrivals = useArrivalKey(useMemo(() => tracks.map((track) => track.id), [tracks]));
  // The first render draws what fills the first screen (more rows fit a desktop's), the rest follows in chunks.
  const shown = useProgressiveCount(tracks.length, `${view}|${arrivals}`, useIsDesktop() ? 24 : 8);
  const visible = shown < tracks.length ? tracks.slice(0, shown) : tracks;
  // Numbers follow the list a moment later, in a render of their own: a removal or a move re-renders at once only
  // the rows that changed, not every row whose number goes down by one.
  const numbered = useDeferredValue(tracks);
  const positions = useMemo(() => new Map(numbered.map((track, index) => [track.id, index])), [numbered]);

  const items = useMemo(() => playableItems(tracks), [tracks]);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const onPlay = useCallback((trackId: number) => {
    const index = itemsRef.current.findIndex((item) => item.trackId === trackId);
    if (index >= 0) playList(itemsRef.current, index);
  }, []);
  const onToggleVersions = useCallback((trackId: number) => {
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(trackId)) next.add(trackId);
      return next;
    });
  }, []);

  const tracksRef = useRef(tracks);
  tracksRef.current = tracks;
  const reorderRef = useRef(onReorder);
  reorderRef.current = onReorder;
  const onKeyMove = useCallback((trackId: number, step: -1 | 1) => {
    const from = tracksRef.current.findIndex((track) => track.id === trackId);
    const to = from + step;
    if (from < 0 || to < 0 || to >= tracksRef.current.length) return;
    const handle = document.activeElement?.hasAttribute('data-drag-handle') ?? false;
    focusAfterMove.current = { trackId, handle };
    reorderRef.current?.(trackId, to);
  }, []);
  useSortableRows(body, canReorder && !loading && tracks.length > 0, (trackId, index) =>
    onReorder?.(trackId, index),
  );

  // React moves the row's node on a keyboard move; keep focus on it so Alt+arrows can be pressed again.
  useEffect(() => {
    const moved = focusAfterMove.current;
    if (moved === null) return;
    focusAfterMove.current = null;
    const row = body.current?.querySelector<HTMLElement>(`[data-track-id="${moved.trackId}"]`);
    const target = moved.handle ? row?.querySelector<HTMLElement>('[data-drag-handle]') : row;
    if (target && document.activeElement !== target) target.focus();
  }, [tracks]);

  const rowProps = (track: Track, index: number) => {
    const isCurrent = current?.id === `track-${track.id}`;
    return {
      track,
      number: offset + (positions.get(track.id) ?? index) + 1,
      columns,
      current: isCurrent,
      playing: isCurrent && playing,
      selected: track.id === selectedTrackId,
      expanded: expanded.has(track.id),
      details: view === 'tabelar-details',
      inPinned: members.has(track.id),
      onPlay,
      onToggleVersions,
      onKeyMove: canReorder ? onKeyMove : undefined,
    };
  };

  const table = view === 'tabelar' || view === 'tabelar-details';
  let content: ReactNode;
  if (!loading && tracks.length === 0) content = <EmptyState />;
  else if (table)
    content = (
      // Keyed by view: a switch drops the old table in one piece instead of removing its rows one by one.
      <div className="rsm-tt-scroll" key={view}>
        <table
          className="rsm-tt-table"
          data-details={view === 'tabelar-details' ? '' : undefined}
          data-covers={columns.includes('cover') ? '' : undefined}
          aria-label={name}
          aria-busy={loading || undefined}
          aria-describedby={canReorder ? 'track-table-reorder-help' : undefined}
        >
          <TrackTableHead columns={columns} preset={preset} />
          <tbody ref={body}>
            {loading
              ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
                  <tr key={index}>
                    <td colSpan={columns.length} className="rsm-tt-cell">
                      <Skeleton h="8" />
                    </td>
                  </tr>
                ))
              : visible.map((track, index) => (
                  <Fragment key={track.id}>
                    <TrackRow {...rowProps(track, index)} />
                    {expanded.has(track.id) && (
                      <AlternateRows track={track} columns={columns} details={view === 'tabelar-details'} />
                    )}
                  </Fragment>
                ))}
          </tbody>
        </table>
        {canReorder && (
          <span id="track-table-reorder-help" className="rsm-tt-sr">
            <Trans>
              To move a track, press the up or down arrow on its Reorder button, or Alt with the up or down
              arrow on its row.
            </Trans>
          </span>
        )}
      </div>
    );
  else
    content = (
      <TrackCardList label={name} layout={view} loading={loading}>
        {visible.map((track, index) => (
          <TrackCard key={track.id} grid={view === 'grid'} {...rowProps(track, index)} />
        ))}
      </TrackCardList>
    );

  return (
    <Box onClick={onLinkClick}>
      <TrackTableStyles />
      {(views.length > 1 || toolbar) && (
        <Flex justifyContent="flex-end" alignItems="center" gap="3" mb="3" flexWrap="wrap">
          {toolbar}
          {views.length > 1 && <ViewSwitcher views={views} view={view} onChange={setView} />}
        </Flex>
      )}
      <RowEnvironmentContext.Provider value={environment}>
        <PinnedMembersContext.Provider value={members}>{content}</PinnedMembersContext.Provider>
      </RowEnvironmentContext.Provider>
      {blockedReason}
    </Box>
  );
}
