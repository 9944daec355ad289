import { playlistAnswerSchema } from '../../../api/answers';
import { useLingui } from '@lingui/react/macro';
import { invalidatePlaylistsAndFolders, request, toast } from '@rsm/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShareKey } from './get-playlist-by-token';

export const addToMyPlaylists = (key: ShareKey) =>
  request('/v1_rsm/projects/add_to_my_projects', { schema: playlistAnswerSchema, method: 'POST', body: key });

/** Copies a received playlist into the customer's Default folder. */
export function useAddToMyPlaylists() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: addToMyPlaylists,
    onSuccess: () => {
      toast.success(t`Playlist has been created.`);
    },
    onError: () => {
      toast.error(t`Failed to create new playlist.`);
    },
    onSettled: () => invalidatePlaylistsAndFolders(queryClient),
  });
}
