import { Trans, useLingui } from '@lingui/react/macro';
import {
  albumToPlayable,
  ApiError,
  Box,
  Button,
  ErrorState,
  Flex,
  Heading,
  Img,
  LoadingState,
  NotFoundPage,
  play,
  PlayIcon,
  Text,
  trackEvent,
  useParams,
} from '@rsm/shared';
import { useEffect } from 'react';
import { TrackList } from '../../../components/track-list';
import { useAlbum } from '../api/get-album';
import { useAlbumTracks } from '../api/get-album-tracks';
import { AlbumActions } from '../components/album-actions';
import { SimilarAlbums } from '../components/similar-albums';

export function AlbumPage() {
  const { uuid = '' } = useParams();
  const { i18n } = useLingui();
  const album = useAlbum(uuid);
  const tracks = useAlbumTracks(uuid);
  const albumId = album.data?.album.id;

  useEffect(() => {
    if (albumId !== undefined)
      void trackEvent('view_track_list', { list: 'album', album_id: albumId }, 'albums');
  }, [albumId]);

  if (album.error instanceof ApiError && album.error.status === 404) return <NotFoundPage />;
  if (album.isError) return <ErrorState onRetry={() => void album.refetch()} />;
  if (album.isPending) return <LoadingState rows={8} />;
  const { album: data } = album.data;
  const medley = albumToPlayable(data);
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
          <Text color="muted" fontSize="sm">
            {data.directory_name}
          </Text>
          <Heading as="h1" fontSize="3xl" mb="2">
            {data.name}
          </Heading>
          {data.label && <Text fontWeight="600">{data.label.name}</Text>}
          {data.release_date && (
            <Text color="muted">
              <Trans>Released {i18n.date(data.release_date, { dateStyle: 'long' })}</Trans>
            </Text>
          )}
          {data.description && <Text mt="3">{data.description}</Text>}
          {medley && (
            <Button mt="4" onClick={() => play(medley, { force: true })}>
              <PlayIcon size={16} />
              <Trans>Play album medley</Trans>
            </Button>
          )}
          <AlbumActions album={data} />
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
        <TrackList tracks={tracks.data.tracks} />
      )}
      <SimilarAlbums albumId={uuid} />
    </Box>
  );
}
