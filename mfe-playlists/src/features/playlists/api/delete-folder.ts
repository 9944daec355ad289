import { successAnswerSchema } from '../../../api/answers';
import { invalidatePlaylistsAndFolders, request } from '@rsm/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const deleteFolder = (id: number) =>
  request(`/v2/project_categories/${id}`, { schema: successAnswerSchema, method: 'DELETE' });

/**
 * Deletes a folder; the server moves its playlists to Default. No message either way, not even on failure, and not
 * optimistic: its playlists change folder, which only the server's lists can show.
 */
export function useDeleteFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFolder,
    onSettled: () => invalidatePlaylistsAndFolders(queryClient),
  });
}
