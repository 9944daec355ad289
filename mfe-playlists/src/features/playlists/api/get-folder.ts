import { folderListResponseSchema } from '@rsm/shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, type Folder, playlistKeys, request } from '@rsm/shared';
import { retryUnlessMissing } from '../../../api/retry-unless-missing';

const PER = 100;

/**
 * One folder with its playlists. The API has no single-folder read, so this walks the paged folder list (one request
 * for any customer with up to 100 folders) and answers 404 like a read would when the folder is not there.
 */
export async function getFolder(id: number, signal?: AbortSignal): Promise<Folder> {
  for (let page = 1; ; page += 1) {
    const { project_categories: folders, meta } = await request('/v1_rsm/project_categories', {
      schema: folderListResponseSchema,
      query: { page, per: PER, sort: 'default desc' },
      signal,
    });
    const folder = folders.find((candidate) => candidate.id === id);
    if (folder) return folder;
    if (!meta.next) throw new ApiError(404, null, 'Folder not found');
  }
}

export const folderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: playlistKeys.folder(id),
    queryFn: ({ signal }) => getFolder(id, signal),
    retry: retryUnlessMissing,
  });

export const useFolder = (id: number) => useQuery(folderQueryOptions(id));
