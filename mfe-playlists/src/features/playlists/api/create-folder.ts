import { folderAnswerSchema } from '../../../api/answers';
import { useLingui } from '@lingui/react/macro';
import { invalidatePlaylistsAndFolders, request } from '@rsm/shared';
import { useToastedMutation } from './toasted-mutation';

export const createFolder = (name: string) =>
  request('/v2/project_categories', { schema: folderAnswerSchema, method: 'POST', body: { name } });

/** Creates a folder; not optimistic, the server gives its id and its place in the sorted list. */
export function useCreateFolder() {
  const { t } = useLingui();
  return useToastedMutation({
    mutationFn: createFolder,
    done: t`Folder has been created.`,
    failed: t`Failed to create new folder.`,
    refresh: invalidatePlaylistsAndFolders,
  });
}
