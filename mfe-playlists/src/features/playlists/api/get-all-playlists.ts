import { playlistListResponseSchema } from '@rsm/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { playlistKeys, requestQuery } from '@rsm/shared';

/** Every playlist of the customer in one list of up to 150, for the name-taken check. */
export const allPlaylistsQueryOptions = () =>
  requestQuery(playlistKeys.allPlaylists, '/v2/projects', playlistListResponseSchema, { per: 150 });

/** Loaded only while a dialog needs it, and afresh each time it opens. */
export const useAllPlaylists = (enabled: boolean) =>
  useQuery({ ...allPlaylistsQueryOptions(), enabled, refetchOnMount: 'always' });
