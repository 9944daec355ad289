import { queryOptions, useQuery } from '@tanstack/react-query';
import { playlistKeys, request, type Taxon } from '@rsm/shared';

/** Every folder as {id, name}, the Default folder first: the folder pickers (spec §9: 100). */
export const folderNamesQueryOptions = () =>
  queryOptions({
    queryKey: playlistKeys.folderNames,
    queryFn: ({ signal }) =>
      request<{ project_categories: Taxon[] }>('/v2/project_categories', { query: { per: 100 }, signal }),
  });

export const useFolderNames = (enabled = true) => useQuery({ ...folderNamesQueryOptions(), enabled });
