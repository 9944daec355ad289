import { useQuery } from '@tanstack/react-query';
import { composerListQueryOptions } from '../../../api/composer-list-query';
import { composerLabelSchema } from '@rsm/shared/schemas';

/** Labels (catalogues) the composer's released tracks come out on. */
export const composerLabelsQueryOptions = () =>
  composerListQueryOptions(['composer-labels'], '/v2/customer/labels', 'labels', composerLabelSchema);

export const useComposerLabels = () => useQuery(composerLabelsQueryOptions());
