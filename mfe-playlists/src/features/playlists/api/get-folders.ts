import { folderListResponseSchema } from '@rsm/shared/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { playlistKeys, request } from '@rsm/shared';

/** Folders come 20 a page. */
export const FOLDERS_PER_PAGE = 20;

export type FolderSortField = 'default' | 'name' | 'updated_at' | 'projects_count';
export interface FolderSort {
  field: FolderSortField;
  direction: 'asc' | 'desc';
}
export const DEFAULT_FOLDER_SORT: FolderSort = { field: 'default', direction: 'desc' };

export interface FoldersParams {
  page: number;
  per?: number;
  sort?: FolderSort;
  /** Matches folder or playlist names. */
  q?: string;
}

/** The customer's folders with their playlists, a page at a time (/v1_rsm/project_categories). */
export const foldersQueryOptions = ({
  page,
  per = FOLDERS_PER_PAGE,
  sort = DEFAULT_FOLDER_SORT,
  q,
}: FoldersParams) => {
  const query = { page, per, sort: `${sort.field} ${sort.direction}`, ...(q ? { q } : {}) };
  return queryOptions({
    queryKey: [...playlistKeys.folders, query],
    queryFn: ({ signal }) =>
      request('/v1_rsm/project_categories', { schema: folderListResponseSchema, query, signal }),
    placeholderData: keepPreviousData,
  });
};

export const useFolders = (params: FoldersParams, enabled = true) =>
  useQuery({ ...foldersQueryOptions(params), enabled });
