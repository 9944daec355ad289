import { Trans, useLingui } from '@lingui/react/macro';
import {
  EmptyState,
  paths,
  RouterLink,
  type SharedPlaylist,
  Table,
  Tbody,
  Td,
  Th,
  Thead,
  Tr,
} from '@rsm/shared';
import type { ShareDirection } from '../api/get-shared-playlists';

/** The Sent or Received list: one row per sending, with who sent it (received) or to whom (sent), and when. */
export function SharedPlaylistsTable({
  direction,
  playlists,
}: {
  direction: ShareDirection;
  playlists: SharedPlaylist[];
}) {
  const { i18n } = useLingui();
  if (playlists.length === 0) return <EmptyState />;
  return (
    <Table>
      <Thead>
        <Tr>
          <Th>
            <Trans>Playlist Name</Trans>
          </Th>
          <Th>
            <Trans>Tracks</Trans>
          </Th>
          <Th>{direction === 'sent' ? <Trans>Sent to</Trans> : <Trans>From</Trans>}</Th>
          <Th>
            <Trans>Date</Trans>
          </Th>
        </Tr>
      </Thead>
      <Tbody>
        {playlists.map((playlist) => {
          const { share } = playlist;
          const sender = `${share.sender.first_name} ${share.sender.last_name}`.trim() || share.sender.email;
          return (
            <Tr key={share.id} borderTop="1px solid" borderColor="line">
              <Td fontWeight="600">
                {direction === 'sent' ? (
                  <RouterLink to={paths.dashboard.playlist(playlist.uuid)}>{playlist.name}</RouterLink>
                ) : (
                  <RouterLink to={paths.dashboard.receivedPlaylist(share.id)}>{playlist.name}</RouterLink>
                )}
              </Td>
              <Td>{playlist.tracks_count}</Td>
              <Td>{direction === 'sent' ? share.email : sender}</Td>
              <Td>{i18n.date(new Date(share.created_at), { dateStyle: 'medium' })}</Td>
            </Tr>
          );
        })}
      </Tbody>
    </Table>
  );
}
