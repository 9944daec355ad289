import { folderAnswerSchema } from '../../../api/answers';
import { useLingui } from '@lingui/react/macro';
import {
  type Folder,
  type FolderListResponse,
  invalidatePlaylistsAndFolders,
  playlistKeys,
  request,
  type Taxon,
  toast,
} from '@rsm/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchQueries, restoreQueries } from './optimistic';

export interface UpdateFolderInput {
  id: number;
  name: string;
}

export const updateFolder = ({ id, name }: UpdateFolderInput) =>
  request(`/v2/project_categories/${id}`, { schema: folderAnswerSchema, method: 'PUT', body: { name } });

/** Renames a folder everywhere it is shown at once; the old name comes back if the server refuses. */
export function useUpdateFolder() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: updateFolder,
    onMutate: async ({ id, name }) => {
      const rename = <T extends { id: number; name: string }>(folder: T): T =>
        folder.id === id ? { ...folder, name: name.trim() } : folder;
      return [
        ...(await patchQueries<FolderListResponse>(queryClient, playlistKeys.folders, (data) => ({
          ...data,
          project_categories: data.project_categories.map(rename),
        }))),
        ...(await patchQueries<{ project_categories: Taxon[] }>(
          queryClient,
          playlistKeys.folderNames,
          (data) => ({
            project_categories: data.project_categories.map(rename),
          }),
        )),
        ...(await patchQueries<Folder>(queryClient, playlistKeys.folder(id), rename)),
      ];
    },
    onError: (_error, _input, snapshot) => {
      restoreQueries(queryClient, snapshot);
      toast.error(t`Failed to update folder.`);
    },
    onSuccess: () => {
      // The folder rename reuses the playlist message.
      toast.success(t`Playlist has been updated.`);
    },
    onSettled: () => invalidatePlaylistsAndFolders(queryClient),
  });
}
