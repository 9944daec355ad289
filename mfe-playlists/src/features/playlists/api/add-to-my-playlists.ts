import { playlistAnswerSchema } from '../../../api/answers';
import { request } from '@rsm/shared';
import { useNewPlaylistMutation } from './create-playlist';
import type { ShareKey } from './get-playlist-by-token';

export const addToMyPlaylists = (key: ShareKey) =>
  request('/v1_rsm/projects/add_to_my_projects', { schema: playlistAnswerSchema, method: 'POST', body: key });

/** Copies a received playlist into the customer's Default folder. */
export const useAddToMyPlaylists = () => useNewPlaylistMutation(addToMyPlaylists);
