import { Trans } from '@lingui/react/macro';
import { Box, EmptyState, paths, RouterLink, Table, type Playlist } from '@rsm/shared';

/** Playlists with their track counts; each name opens the playlist (spec §2.9). */
export function PlaylistsTable({ playlists }: { playlists: Playlist[] }) {
  if (playlists.length === 0) return <EmptyState />;
  return (
    <Table
      css={{
        '& th, & td': { py: '3', pr: '3' },
        '& th:last-child, & td:last-child': { textAlign: 'right', pr: '0' },
      }}
    >
      <Box as="caption" srOnly>
        <Trans>My playlists</Trans>
      </Box>
      <thead>
        <Box as="tr" textAlign="left" color="muted" fontSize="sm" borderBottom="1px solid" borderColor="line">
          <th scope="col">
            <Trans>Playlist Name</Trans>
          </th>
          <th scope="col">
            <Trans>Tracks</Trans>
          </th>
        </Box>
      </thead>
      <tbody>
        {playlists.map((playlist) => (
          <Box as="tr" key={playlist.uuid} borderBottom="1px solid" borderColor="line">
            <td>
              <RouterLink to={paths.dashboard.playlist(playlist.uuid)} fontWeight="600" color="brand.700">
                {playlist.name}
              </RouterLink>
            </td>
            <td>{playlist.tracks_count}</td>
          </Box>
        ))}
      </tbody>
    </Table>
  );
}
