import { request } from '@rsm/shared';
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { retryUnlessRefused } from '../components/composer-page';

/** A list of the composer's own records: the array the API answers under `field`. */
export function composerListQueryOptions<T>(
  queryKey: string[],
  path: string,
  field: string,
  item: z.ZodMiniType<T>,
) {
  const schema = z.object({ [field]: z.array(item) });
  return queryOptions({
    queryKey,
    // The schema has checked that the field holds the list.
    queryFn: async ({ signal }) => (await request(path, { schema, signal }))[field] as T[],
    retry: retryUnlessRefused,
  });
}
