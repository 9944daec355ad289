import { Trans, useLingui } from '@lingui/react/macro';
import {
  Box,
  CELL_ABOVE_PHONE,
  ChevronDownIcon,
  ChevronUpIcon,
  EmptyState,
  formatDate,
  IconButton,
  paths,
  RouterLink,
  Table,
  TableHead,
  Tbody,
  Td,
  Tr,
  type SharedPlaylist,
} from '@rsm/shared';
import { Fragment, useId, useState } from 'react';
import type { ShareDirection } from '../api/get-shared-playlists';
import { SentAddresses } from './sent-addresses';

/**
 * The Sent or Received list: one row per sending, with who sent it (received) or to whom (sent), and when. A sent
 * row opens the playlist's addresses, one row at a time.
 */
export function SharedPlaylistsTable({
  direction,
  playlists,
}: {
  direction: ShareDirection;
  playlists: SharedPlaylist[];
}) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState<number | null>(null);
  const idPrefix = useId();
  const sent = direction === 'sent';
  if (playlists.length === 0) return <EmptyState />;
  return (
    // On a phone the date gives way and long addresses wrap; the scroller is the last resort, never the page.
    <Box overflowX="auto">
      <Table>
        <TableHead
          columns={[
            { key: 'name', label: <Trans>Playlist Name</Trans> },
            { key: 'tracks', label: <Trans>Tracks</Trans> },
            { key: 'who', label: sent ? <Trans>Sent to</Trans> : <Trans>From</Trans> },
            { key: 'date', label: <Trans>Date</Trans>, display: CELL_ABOVE_PHONE },
            sent && { key: 'addresses', label: <Trans>Addresses</Trans> },
          ]}
        />
        <Tbody>
          {playlists.map((playlist, index) => {
            const { share } = playlist;
            const sender =
              `${share.sender.first_name} ${share.sender.last_name}`.trim() || share.sender.email;
            const expanded = open === share.id;
            const addressesId = `${idPrefix}-${index}`;
            return (
              <Fragment key={share.id}>
                <Tr layerStyle="divider.top">
                  <Td fontWeight="600">
                    <RouterLink
                      to={
                        sent
                          ? paths.dashboard.playlist(playlist.uuid)
                          : paths.dashboard.receivedPlaylist(share.id)
                      }
                    >
                      {playlist.name}
                    </RouterLink>
                  </Td>
                  <Td>{playlist.tracks_count}</Td>
                  <Td overflowWrap="anywhere">{sent ? share.email : sender}</Td>
                  <Td display={CELL_ABOVE_PHONE}>{formatDate(share.created_at, 'medium', i18n.locale)}</Td>
                  {sent && (
                    <Td>
                      <IconButton
                        label={t`Show addresses of ${playlist.name}`}
                        icon={expanded ? <ChevronUpIcon /> : <ChevronDownIcon />}
                        size="iconSm"
                        aria-expanded={expanded}
                        aria-controls={expanded ? addressesId : undefined}
                        onClick={() => setOpen(expanded ? null : share.id)}
                      />
                    </Td>
                  )}
                </Tr>
                {expanded && (
                  <Tr id={addressesId} bg="surface">
                    <Td colSpan={5} px="4">
                      <SentAddresses playlist={playlist} />
                    </Td>
                  </Tr>
                )}
              </Fragment>
            );
          })}
        </Tbody>
      </Table>
    </Box>
  );
}
