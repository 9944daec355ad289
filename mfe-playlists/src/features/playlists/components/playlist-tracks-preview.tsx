import { Trans } from '@lingui/react/macro';
import {
  Box,
  ErrorState,
  Flex,
  formatDuration,
  List,
  ListItem,
  LoadingState,
  paths,
  RouterLink,
  Span,
  Text,
  type Playlist,
} from '@rsm/shared';
import { usePlaylistTracks } from '../api/get-playlist-tracks';

/** An expanded row shows the first 10 tracks, and a way to the rest. */
export const PREVIEW_TRACKS = 10;

/** The first tracks of a playlist, under its row in the playlists table. */
export function PlaylistTracksPreview({ playlist }: { playlist: Playlist }) {
  const tracks = usePlaylistTracks(playlist.uuid, { page: 1, per: PREVIEW_TRACKS });
  if (tracks.isError) return <ErrorState onRetry={() => void tracks.refetch()} />;
  if (tracks.isPending) return <LoadingState rows={3} />;
  if (tracks.data.tracks.length === 0)
    return (
      <Text color="muted" py="3">
        <Trans>You don't have any tracks in this playlist</Trans>
      </Text>
    );
  return (
    <Box py="2">
      <List as="ol">
        {tracks.data.tracks.map((track, index) => (
          <ListItem key={track.id} display="flex" gap="3" py="1" fontSize="sm">
            <Span color="muted" minW="6">
              {index + 1}
            </Span>
            <Span flex="1" fontWeight="600">
              {track.name}
              {track.version && (
                <Span color="muted" fontWeight="400" ml="2">
                  {track.version}
                </Span>
              )}
            </Span>
            <Span color="muted">{formatDuration(track.length)}</Span>
          </ListItem>
        ))}
      </List>
      {tracks.data.meta.total_count > PREVIEW_TRACKS && (
        <Flex mt="2">
          <RouterLink to={paths.dashboard.playlist(playlist.uuid)} fontWeight="600" color="brand.700">
            <Trans>Show more</Trans>
          </RouterLink>
        </Flex>
      )}
    </Box>
  );
}
