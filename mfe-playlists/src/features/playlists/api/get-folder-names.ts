import { folderNamesResponseSchema } from '@rsm/shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { playlistKeys, request } from '@rsm/shared';

/** Every folder as {id, name} (100 at most), the Default folder first: the folder pickers. */
export const folderNamesQueryOptions = () =>
  queryOptions({
    queryKey: playlistKeys.folderNames,
    queryFn: ({ signal }) =>
      request('/v2/project_categories', { schema: folderNamesResponseSchema, query: { per: 100 }, signal }),
  });

export const useFolderNames = (enabled = true) => useQuery({ ...folderNamesQueryOptions(), enabled });
