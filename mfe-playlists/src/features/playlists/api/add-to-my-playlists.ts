import { useLingui } from '@lingui/react/macro';
import { invalidatePlaylistsAndFolders, type Playlist, request, toast } from '@rsm/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const addToMyPlaylists = (token: string) =>
  request<{ project: Playlist }>('/v1_rsm/projects/add_to_my_projects', { method: 'POST', body: { token } });

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
