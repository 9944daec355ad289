import { createQueryClient } from '@rsm/shared';

/** The page's one query cache: the host's and every remote's requests, and the data fetched ahead of a page. */
export const queryClient = createQueryClient();
