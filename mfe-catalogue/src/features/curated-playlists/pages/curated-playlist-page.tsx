import { Plural, Trans } from '@lingui/react/macro';
import {
  ApiError,
  Box,
  ErrorState,
  Flex,
  Heading,
  Img,
  LoadingState,
  NotFoundPage,
  Pager,
  pageLink,
  paths,
  Text,
  trackEvent,
  useParams,
  usePageParam,
} from '@rsm/shared';
import { useEffect } from 'react';
import { TrackList } from '../../../components/track-list';
import { useCuratedPlaylist } from '../api/get-curated-playlist';
import { useCuratedPlaylistTracks } from '../api/get-curated-playlist-tracks';

export function CuratedPlaylistPage() {
  const { id = '' } = useParams();
  const page = usePageParam();
  const playlist = useCuratedPlaylist(id);
  const tracks = useCuratedPlaylistTracks(id, page);
  const playlistId = playlist.data?.playlist.id;

  useEffect(() => {
    if (playlistId !== undefined)
      void trackEvent('view_track_list', { list: 'playlist', playlist_id: playlistId }, 'playlists');
  }, [playlistId]);

  if (playlist.error instanceof ApiError && playlist.error.status === 404) return <NotFoundPage />;
  if (playlist.isError) return <ErrorState onRetry={() => void playlist.refetch()} />;
  if (playlist.isPending) return <LoadingState rows={8} />;
  const { playlist: data } = playlist.data;
  return (
    <Box maxW="80rem" mx="auto" px="4" py="6">
      <Flex gap="6" flexWrap="wrap" mb="8">
        <Img
          src={data.cover.url ?? undefined}
          alt=""
          w="60"
          h="60"
          borderRadius="lg"
          objectFit="cover"
          bg="line"
          width={240}
          height={240}
        />
        <Box flex="1" minW="16rem">
          <Heading as="h1" fontSize="3xl" mb="2">
            {data.name}
          </Heading>
          <Text color="muted">
            <Plural value={data.tracks_count} one="# track" other="# tracks" />
          </Text>
          {data.description && <Text mt="3">{data.description}</Text>}
        </Box>
      </Flex>
      <Heading as="h2" fontSize="xl" mb="3">
        <Trans>Tracks</Trans>
      </Heading>
      {tracks.isError ? (
        <ErrorState onRetry={() => void tracks.refetch()} />
      ) : tracks.isPending ? (
        <LoadingState />
      ) : (
        <>
          <TrackList tracks={tracks.data.tracks} />
          <Pager
            meta={tracks.data.meta}
            hrefFor={(next) => pageLink(paths.curatedPlaylists.detail(id), next)}
          />
        </>
      )}
    </Box>
  );
}
