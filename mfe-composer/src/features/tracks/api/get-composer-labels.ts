import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@rsm/shared';
import * as z from 'zod/mini';
import { retryUnlessRefused } from '../../../components/composer-page';
import { composerLabelSchema } from '@rsm/shared/schemas';

const responseSchema = z.object({ labels: z.array(composerLabelSchema) });

/** Labels (catalogues) the composer's released tracks come out on. */
export const composerLabelsQueryOptions = () =>
  queryOptions({
    queryKey: ['composer-labels'],
    queryFn: async ({ signal }) =>
      (await request('/v2/customer/labels', { schema: responseSchema, signal })).labels,
    retry: retryUnlessRefused,
  });

export const useComposerLabels = () => useQuery(composerLabelsQueryOptions());
