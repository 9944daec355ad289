import { useQuery } from '@tanstack/react-query';
import { requestQuery } from '@rsm/shared';
import { answerSchema } from '../../../answer-schema';

export const albumTracksQueryOptions = (id: string) =>
  requestQuery(
    ['album', id, 'tracks'],
    `/v1_rsm/albums/${encodeURIComponent(id)}/tracks`,
    answerSchema('trackListResponseSchema'),
    { per: 250 },
  );

export const useAlbumTracks = (id: string) => useQuery(albumTracksQueryOptions(id));
