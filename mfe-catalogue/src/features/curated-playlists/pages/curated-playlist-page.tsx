import { ph } from '@lingui/core/macro';
import { Select } from '@lingui/react/macro';
import {
  formatCount,
  Heading,
  pageLink,
  paths,
  pluralForm,
  Text,
  trackEvent,
  usePageParam,
  usePageTitle,
  useParams,
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
              <Select
                value={pluralForm(data.tracks_count)}
                _one={`${ph({ count: formatCount(data.tracks_count) })} track`}
                other={`${ph({ count: formatCount(data.tracks_count) })} tracks`}
              />
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
