import { Trans, useLingui } from '@lingui/react/macro';
import { albumToPlayable, Button, formatDate, Heading, play, PlayIcon, Text, useParams } from '@rsm/shared';
import { useAlbum } from '../../../api/get-album';
import { CoverHeader } from '../../../components/cover-header';
import { DetailPage } from '../../../components/detail-page';
import { TracksSection } from '../../../components/tracks-section';
import { useTrackListPage } from '../../../hooks/use-track-list-page';
import { useAlbumTracks } from '../api/get-album-tracks';
import { AlbumActions } from '../components/album-actions';
import { SimilarAlbums } from '../components/similar-albums';

export function AlbumPage() {
  const { uuid = '' } = useParams();
  const { i18n } = useLingui();
  const album = useAlbum(uuid);
  const tracks = useAlbumTracks(uuid);
  useTrackListPage('album', album.data?.album);

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
