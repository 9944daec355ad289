import { Trans, useLingui } from '@lingui/react/macro';
import {
  albumToPlayable,
  Button,
  formatDate,
  Heading,
  play,
  PlayIcon,
  Text,
  trackEvent,
  usePageTitle,
  useParams,
} from '@rsm/shared';
import { useEffect } from 'react';
import { CoverHeader } from '../../../components/cover-header';
import { DetailPage } from '../../../components/detail-page';
import { TracksSection } from '../../../components/tracks-section';
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
  usePageTitle(album.data?.album.name);

  useEffect(() => {
    if (albumId !== undefined)
      void trackEvent('view_track_list', { list: 'album', album_id: albumId }, 'albums');
  }, [albumId]);

  return (
    <DetailPage query={album}>
      {({ album: data }) => {
        const medley = albumToPlayable(data);
        return (
          <>
            <CoverHeader cover={data.cover}>
              <Text color="muted" fontSize="sm">
                {data.directory_name}
              </Text>
              <Heading as="h1" fontSize="3xl" mb="2">
                {data.name}
              </Heading>
              {data.label && <Text fontWeight="600">{data.label.name}</Text>}
              {data.release_date && (
                <Text color="muted">
                  <Trans>Released {formatDate(data.release_date, 'long', i18n.locale)}</Trans>
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
            </CoverHeader>
            <TracksSection tracks={tracks} />
            <SimilarAlbums albumId={uuid} />
          </>
        );
      }}
    </DetailPage>
  );
}
