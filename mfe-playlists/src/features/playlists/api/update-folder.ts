import { folderAnswerSchema } from '../../../api/answers';
import { useLingui } from '@lingui/react/macro';
import {
  type Folder,
  type FolderListResponse,
  invalidatePlaylistsAndFolders,
  playlistKeys,
  request,
  type Taxon,
} from '@rsm/shared';
import { useQueryClient } from '@tanstack/react-query';
import { patchQueries } from './optimistic';
import { useToastedMutation } from './toasted-mutation';

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
  return useToastedMutation({
    mutationFn: updateFolder,
    patch: async ({ id, name }) => {
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
    // The folder rename reuses the playlist message.
    done: t`Playlist has been updated.`,
    failed: t`Failed to update folder.`,
    refresh: invalidatePlaylistsAndFolders,
  });
}
