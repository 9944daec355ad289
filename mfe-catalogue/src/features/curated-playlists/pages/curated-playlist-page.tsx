import { Plural } from '@lingui/react/macro';
import {
  Heading,
  pageLink,
  paths,
  Text,
  trackEvent,
  useParams,
  usePageParam,
  usePageTitle,
} from '@rsm/shared';
import { useEffect } from 'react';
import { CoverHeader } from '../../../components/cover-header';
import { DetailPage } from '../../../components/detail-page';
import { TracksSection } from '../../../components/tracks-section';
import { useCuratedPlaylist } from '../api/get-curated-playlist';
import { useCuratedPlaylistTracks } from '../api/get-curated-playlist-tracks';

export function CuratedPlaylistPage() {
  const { id = '' } = useParams();
  const page = usePageParam();
  const playlist = useCuratedPlaylist(id);
  const tracks = useCuratedPlaylistTracks(id, page);
  const playlistId = playlist.data?.playlist.id;
  usePageTitle(playlist.data?.playlist.name);

  useEffect(() => {
    if (playlistId !== undefined)
      void trackEvent('view_track_list', { list: 'playlist', playlist_id: playlistId }, 'playlists');
  }, [playlistId]);

  return (
    <DetailPage query={playlist}>
      {({ playlist: data }) => (
        <>
          <CoverHeader cover={data.cover}>
            <Heading as="h1" fontSize="3xl" mb="2">
              {data.name}
            </Heading>
            <Text color="muted">
              <Plural value={data.tracks_count} one="# track" other="# tracks" />
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
