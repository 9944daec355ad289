import { useQuery } from '@tanstack/react-query';
import { requestPageQuery } from '@rsm/shared';
import { answerSchema } from '../../../answer-schema';

export const CURATED_PLAYLIST_TRACKS_PER_PAGE = 50;

export const curatedPlaylistTracksQueryOptions = (id: string, page: number) =>
  requestPageQuery(
    ['curated-playlist', id, 'tracks'],
    `/v1_rsm/playlists/${encodeURIComponent(id)}/tracks`,
    answerSchema('trackListResponseSchema'),
    { page, per: CURATED_PLAYLIST_TRACKS_PER_PAGE },
  );

export const useCuratedPlaylistTracks = (id: string, page: number) =>
  useQuery(curatedPlaylistTracksQueryOptions(id, page));
