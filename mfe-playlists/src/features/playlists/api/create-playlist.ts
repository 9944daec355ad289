import { playlistAnswerSchema } from '../../../api/answers';
import { useLingui } from '@lingui/react/macro';
import { ApiError, invalidatePlaylistsAndFolders, type Playlist, request } from '@rsm/shared';
import { useToastedMutation } from './toasted-mutation';

export interface CreatePlaylistInput {
  name: string;
  folderId: number;
}

export const createPlaylist = ({ name, folderId }: CreatePlaylistInput) =>
  request('/v2/projects', {
    schema: playlistAnswerSchema,
    method: 'POST',
    body: { name, project_category_id: folderId },
  });

/** The server's answer when another of the customer's playlists already has the name. */
export function isNameTaken(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 422) return false;
  const errors = (error.data as { errors?: { name?: unknown } } | null)?.errors;
  return Array.isArray(errors?.name) && errors.name.includes('has already been taken');
}

/**
 * A change that makes a new playlist (created, or a received one copied): the same messages, and the lists refetched.
 * Not optimistic: the server gives the uuid and the place in the sorted list.
 */
export function useNewPlaylistMutation<Input>(mutationFn: (input: Input) => Promise<{ project: Playlist }>) {
  const { t } = useLingui();
  return useToastedMutation({
    mutationFn,
    done: t`Playlist has been created.`,
    failed: t`Failed to create new playlist.`,
    refresh: invalidatePlaylistsAndFolders,
  });
}

/** Creates a playlist; the dialog stays open until the server answers, so a taken name can be shown on the field. */
export const useCreatePlaylist = () => useNewPlaylistMutation(createPlaylist);
