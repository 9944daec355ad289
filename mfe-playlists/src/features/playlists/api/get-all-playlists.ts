import { playlistListResponseSchema } from '@rsm/shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { playlistKeys, request } from '@rsm/shared';

/** Every playlist of the customer in one list of up to 150, for the name-taken check. */
export const allPlaylistsQueryOptions = () =>
  queryOptions({
    queryKey: playlistKeys.allPlaylists,
    queryFn: ({ signal }) =>
      request('/v2/projects', { schema: playlistListResponseSchema, query: { per: 150 }, signal }),
  });

/** Loaded only while a dialog needs it, and afresh each time it opens. */
export const useAllPlaylists = (enabled: boolean) =>
  useQuery({ ...allPlaylistsQueryOptions(), enabled, refetchOnMount: 'always' });
