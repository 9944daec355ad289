import { folderAnswerSchema } from '../../../api/answers';
import { useLingui } from '@lingui/react/macro';
import { invalidatePlaylistsAndFolders, request, toast } from '@rsm/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const createFolder = (name: string) =>
  request('/v2/project_categories', { schema: folderAnswerSchema, method: 'POST', body: { name } });

/** Creates a folder; not optimistic, the server gives its id and its place in the sorted list. */
export function useCreateFolder() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: createFolder,
    onSuccess: () => {
      toast.success(t`Folder has been created.`);
    },
    onError: () => {
      toast.error(t`Failed to create new folder.`);
    },
    onSettled: () => invalidatePlaylistsAndFolders(queryClient),
  });
}
