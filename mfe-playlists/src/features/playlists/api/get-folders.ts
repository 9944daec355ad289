import { folderListResponseSchema } from '@rsm/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { playlistKeys, requestPageQuery } from '@rsm/shared';
import { sortParam, type Sort } from './list-sort';

/** Folders come 20 a page. */
export const FOLDERS_PER_PAGE = 20;

export type FolderSortField = 'default' | 'name' | 'updated_at' | 'projects_count';
export type FolderSort = Sort<FolderSortField>;
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
}: FoldersParams) =>
  requestPageQuery(playlistKeys.folders, '/v1_rsm/project_categories', folderListResponseSchema, {
    page,
    per,
    sort: sortParam(sort),
    ...(q ? { q } : {}),
  });

export const useFolders = (params: FoldersParams, enabled = true) =>
  useQuery({ ...foldersQueryOptions(params), enabled });
