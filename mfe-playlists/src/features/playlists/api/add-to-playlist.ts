import { playlistAnswerSchema } from '../../../api/answers';
import { type AddToPlaylistTarget, ApiError, type Playlist, request, trackEvent } from '@rsm/shared';
import { createFolder } from './create-folder';
import { createPlaylist } from './create-playlist';

/** POST project tracks {id} or project albums {id}: the target goes into the playlist `uuid`. */
export const addToPlaylist = (uuid: string, target: Pick<AddToPlaylistTarget, 'kind' | 'id'>) =>
  request(`/v2/projects/${encodeURIComponent(uuid)}/${target.kind === 'album' ? 'albums' : 'tracks'}`, {
    schema: playlistAnswerSchema,
    method: 'POST',
    body: { id: target.id },
  });

/** The server's answer when the track is already in the playlist: an error on its `track` field. */
export function isTrackInPlaylist(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 422) return false;
  const errors = (error.data as { errors?: { track?: unknown } } | null)?.errors;
  return Boolean(errors?.track);
}

/** The folder a new playlist goes to: one that exists, or a name typed in the picker to be created first. */
export type FolderChoice = { id: number } | { newName: string };

/** Which step of creating and filling a new playlist failed, so the dialog can say that step's message. */
export class AddToNewPlaylistError extends Error {
  constructor(
    readonly step: 'folder' | 'playlist' | 'add',
    override readonly cause: unknown,
  ) {
    super(`Adding to a new playlist failed at ${step}`);
  }
}

/** Creates the folder first (when new), then the playlist, then adds the track or album. */
export async function addToNewPlaylist(
  name: string,
  folder: FolderChoice,
  target: AddToPlaylistTarget,
): Promise<Playlist> {
  const step = async <T>(which: AddToNewPlaylistError['step'], run: () => Promise<T>) => {
    try {
      return await run();
    } catch (error) {
      throw new AddToNewPlaylistError(which, error);
    }
  };
  const folderId =
    'id' in folder
      ? folder.id
      : (await step('folder', () => createFolder(folder.newName.trim()))).project_category.id;
  const { project } = await step('playlist', () => createPlaylist({ name: name.trim(), folderId }));
  await step('add', () => addToPlaylist(project.uuid, target));
  return project;
}

/** The add_to_project analytics event, in the projects content group. */
export function recordAddToProject(playlist: Pick<Playlist, 'id' | 'uuid'>, target: AddToPlaylistTarget) {
  void trackEvent(
    'add_to_project',
    { project_id: playlist.id, project_uuid: playlist.uuid, [`${target.kind}_id`]: target.id },
    'projects',
  );
}
