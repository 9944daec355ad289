import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import {
  $currentItem,
  CELL_ABOVE_PHONE,
  DownloadButton,
  formatDuration,
  QueuePlayButton,
  Table,
  TableHead,
  Tbody,
  Td,
  Tr,
  trackDownloads,
  playableItems,
  type Track,
} from '@rsm/shared';
import { Trans } from '@lingui/react/macro';
import type { ShareKey } from '../api/get-playlist-by-token';
import { recordReceivedTrackEvent } from '../api/record-received-track-event';
import { useReceivedPlays } from '../hooks/use-received-plays';

/** The playable items of a page of tracks; tracks without audio are left out of the queue. */
const playables = (tracks: Track[]) => playableItems(tracks);

interface SharedTracksTableProps {
  tracks: Track[];
  /** What opened the playlist: plays and downloads are recorded against it for the sender. */
  shareKey: ShareKey;
  offset?: number;
}

/**
 * A shared playlist's tracks for whoever holds its link: play any of them (the page becomes the queue) or download
 * it, no editing. Each play and download is recorded for the sender (received_projects/track_event).
 */
export function SharedTracksTable({ tracks, shareKey, offset = 0 }: SharedTracksTableProps) {
  const { t } = useLingui();
  const current = useStore($currentItem);
  const items = playables(tracks);
  const token = 'token' in shareKey ? shareKey.token : undefined;
  useReceivedPlays(
    shareKey,
    tracks.map((track) => track.id),
  );
  return (
    // On a phone album and length give way so title, play and download fit. No scroller around it: a row's
    // download menu would open inside it, cut off.
    <Table>
      <TableHead
        columns={[
          { key: 'number', label: '#' },
          { key: 'play', label: <Trans>Play</Trans> },
          { key: 'title', label: <Trans>Title</Trans> },
          { key: 'album', label: <Trans>Album</Trans>, display: CELL_ABOVE_PHONE },
          { key: 'length', label: <Trans>Length</Trans>, display: CELL_ABOVE_PHONE },
          { key: 'download', label: <Trans>Download</Trans> },
        ]}
      />
      <Tbody>
        {tracks.map((track, index) => {
          const itemIndex = items.findIndex((item) => item.trackId === track.id);
          return (
            <Tr
              key={track.id}
              layerStyle="divider.top"
              bg={current?.trackId === track.id ? 'brand.50' : undefined}
            >
              <Td color="muted">{offset + index + 1}</Td>
              <Td>
                <QueuePlayButton track={track} item={items[itemIndex] ?? null} queue={items} />
              </Td>
              <Td fontWeight="600" overflowWrap="anywhere">
                {track.name}
              </Td>
              <Td display={CELL_ABOVE_PHONE}>{track.album.name}</Td>
              <Td display={CELL_ABOVE_PHONE}>{formatDuration(track.length)}</Td>
              <Td>
                <DownloadButton
                  label={t`Download ${track.name}`}
                  options={trackDownloads(track, { token })}
                  token={token}
                  onDownload={() => recordReceivedTrackEvent(shareKey, track.id, 'download')}
                />
              </Td>
            </Tr>
          );
        })}
      </Tbody>
    </Table>
  );
}
