import { QueryClient } from '@tanstack/react-query';
import { ResponseMismatchError } from '../http/response-check';

/** One retry for a failed request; none for an answer of the wrong shape: asking again gets the same answer. */
const retryOnce = (failures: number, error: unknown) =>
  !(error instanceof ResponseMismatchError) && failures < 1;

/** Data stays fresh for 60 seconds. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: retryOnce, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}
