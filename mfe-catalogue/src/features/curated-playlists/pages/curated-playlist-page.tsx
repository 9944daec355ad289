import { Heading, pageLink, paths, Text, TrackCount, usePageParam, useParams } from '@rsm/shared';
import { CoverHeader } from '../../../components/cover-header';
import { DetailPage } from '../../../components/detail-page';
import { TracksSection } from '../../../components/tracks-section';
import { useTrackListPage } from '../../../hooks/use-track-list-page';
import { useCuratedPlaylist } from '../api/get-curated-playlist';
import { useCuratedPlaylistTracks } from '../api/get-curated-playlist-tracks';

export function CuratedPlaylistPage() {
  const { id = '' } = useParams();
  const page = usePageParam();
  const playlist = useCuratedPlaylist(id);
  const tracks = useCuratedPlaylistTracks(id, page);
  useTrackListPage('playlist', playlist.data?.playlist);

  return (
    <DetailPage query={playlist}>
      {({ playlist: data }) => (
        <>
          <CoverHeader cover={data.cover}>
            <Heading as="h1" fontSize="3xl" mb="2">
              {data.name}
            </Heading>
            <Text color="muted">
              <TrackCount count={data.tracks_count} />
            </Text>
            {data.description && <Text mt="3">{data.description}</Text>}
          </CoverHeader>
          <TracksSection
            tracks={tracks}
            hrefForPage={(next) => pageLink(paths.curatedPlaylists.detail(id), next)}
          />
        </>
      )}
    </DetailPage>
  );
}
