import { Trans } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import {
  $locale,
  CELL_ABOVE_PHONE,
  paths,
  QueuePlayButton,
  RouterLink,
  Table,
  Text,
  Tbody,
  Td,
  TableHead,
  Tr,
  trackToPlayable,
  type HistoryEntry,
  type PlayableItem,
} from '@rsm/shared';
import { formatHistoryDate } from './format-history-date';

const ON_PHONE = { base: 'block', md: 'none' } as const;

/** Plays and downloads, newest first: what, from which album, which of the two, when; each playable again. */
export function HistoryTable({ entries, compact = false }: { entries: HistoryEntry[]; compact?: boolean }) {
  const locale = useStore($locale);
  const playable = entries.map((entry) => trackToPlayable(entry.track));
  // The queue holds the rows' own items: a row's button starts the queue at its item.
  const queue = playable.filter((item): item is PlayableItem => item !== null);
  return (
    <Table>
      <TableHead
        columns={[
          { key: 'play', label: <Trans>Play</Trans>, w: '12' },
          { key: 'track', label: <Trans>Track</Trans> },
          !compact && { key: 'album', label: <Trans>Album</Trans>, display: CELL_ABOVE_PHONE },
          { key: 'activity', label: <Trans>Activity</Trans>, display: CELL_ABOVE_PHONE },
          { key: 'date', label: <Trans>Date</Trans> },
        ]}
      />
      <Tbody>
        {entries.map((entry, index) => {
          const item = playable[index];
          const activity = entry.kind === 'play' ? <Trans>Played</Trans> : <Trans>Downloaded</Trans>;
          return (
            <Tr key={entry.id} layerStyle="divider.top">
              <Td>
                <QueuePlayButton track={entry.track} item={item ?? null} queue={queue} />
              </Td>
              <Td>
                <RouterLink to={paths.track(entry.track.id)} fontWeight="600" overflowWrap="anywhere">
                  {entry.track.name}
                </RouterLink>
                {/* On a phone the album and the activity are told under the name, their columns hidden. */}
                <Text display={ON_PHONE} color="muted" fontSize="sm">
                  {entry.track.album.name} · {activity}
                </Text>
              </Td>
              {!compact && (
                <Td display={CELL_ABOVE_PHONE}>
                  <RouterLink to={paths.albums.detail(entry.track.album.uuid)} color="muted">
                    {entry.track.album.name}
                  </RouterLink>
                </Td>
              )}
              <Td display={CELL_ABOVE_PHONE}>{activity}</Td>
              <Td whiteSpace={{ base: 'normal', md: 'nowrap' }} fontSize={{ base: 'sm', md: 'md' }}>
                <time dateTime={entry.created_at}>{formatHistoryDate(entry.created_at, locale)}</time>
              </Td>
            </Tr>
          );
        })}
      </Tbody>
    </Table>
  );
}
