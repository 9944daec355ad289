import { successAnswerSchema } from '../../../api/answers';
import { invalidatePlaylistsAndFolders, request } from '@rsm/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const deleteFolder = (id: number) =>
  request(`/v2/project_categories/${id}`, { schema: successAnswerSchema, method: 'DELETE' });

/**
 * Deletes a folder; the server moves its playlists to Default (spec §4.3). No message either way (spec §8: none on
 * failure), and not optimistic: its playlists change folder, which only the server's lists can show.
 */
export function useDeleteFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFolder,
    onSettled: () => invalidatePlaylistsAndFolders(queryClient),
  });
}
