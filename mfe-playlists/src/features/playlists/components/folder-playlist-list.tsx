import { Trans } from '@lingui/react/macro';
import { List, ListItem, paths, RouterLink, Span, Text, type Folder, TrackCount } from '@rsm/shared';

/**
 * A folder's playlists, each with its track count and a link to it: under an open folder row, and on the folder
 * page (`spacious`).
 */
export function FolderPlaylistList({ folder, spacious = false }: { folder: Folder; spacious?: boolean }) {
  const playlists = folder.projects ?? [];
  if (playlists.length === 0)
    return (
      <Text color="muted" py={spacious ? '6' : '3'} textAlign={spacious ? 'center' : undefined}>
        <Trans>You don't have any playlists in this folder</Trans>
      </Text>
    );
  return (
    <List aria-label={folder.name} py={spacious ? undefined : '2'}>
      {playlists.map((playlist) => (
        <ListItem
          key={playlist.uuid}
          display="flex"
          justifyContent="space-between"
          gap="3"
          py={spacious ? '3' : '1'}
          borderBottom={spacious ? '1px solid' : undefined}
          borderColor="line"
        >
          <RouterLink to={paths.dashboard.playlist(playlist.uuid)} fontWeight="600" color="brand.700">
            {playlist.name}
          </RouterLink>
          <Span color="muted">
            <TrackCount count={playlist.tracks_count} />
          </Span>
        </ListItem>
      ))}
    </List>
  );
}
