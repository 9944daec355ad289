import { folderNamesResponseSchema } from '@rsm/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { playlistKeys, requestQuery } from '@rsm/shared';

/** Every folder as {id, name} (100 at most), the Default folder first: the folder pickers. */
export const folderNamesQueryOptions = () =>
  requestQuery(playlistKeys.folderNames, '/v2/project_categories', folderNamesResponseSchema, { per: 100 });

export const useFolderNames = (enabled = true) => useQuery({ ...folderNamesQueryOptions(), enabled });
