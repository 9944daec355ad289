import { toast } from '@rsm/shared';
import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** What the cache held before an optimistic change, to put back if the server says no. */
export type CacheSnapshot = [QueryKey, unknown][];

/**
 * Changes every cached query under `queryKey` at once (all pages, all sorts) after stopping their fetches, so an
 * answer already on its way cannot overwrite the optimistic state; returns what was there before.
 */
export async function patchQueries<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  update: (data: T) => T,
): Promise<CacheSnapshot> {
  await queryClient.cancelQueries({ queryKey });
  const snapshot = queryClient.getQueriesData<T>({ queryKey });
  queryClient.setQueriesData<T>({ queryKey }, (data) => (data === undefined ? data : update(data)));
  return snapshot;
}

export function restoreQueries(queryClient: QueryClient, snapshot: CacheSnapshot | undefined): void {
  for (const [queryKey, data] of snapshot ?? []) queryClient.setQueryData(queryKey, data);
}

/**
 * Resolves once the next frame has been painted. A change already on screen through instant rows lets that frame
 * go first; the cache's copy of it (and every list, count and sidebar it feeds) is updated right after.
 */
export const afterNextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

interface OptimisticMutationOptions<Input, Answer> {
  mutationFn: (input: Input) => Promise<Answer>;
  /** Shows the change at once in the cached queries; returns what they held, put back if the server refuses. */
  patch: (input: Input) => Promise<CacheSnapshot>;
  /** Told once the server has made the change. */
  done: string;
  /** Told when the server refuses. */
  failed: string;
  /** Refetches what the change touches, whether it went through or not. */
  refresh: (input: Input) => Promise<unknown>;
  /** What else follows once the server has made the change. */
  onDone?: (answer: Answer, input: Input) => void;
}

/** A change shown before the server has made it: undone, and said to have failed, if the server refuses. */
export function useOptimisticMutation<Input, Answer>({
  mutationFn,
  patch,
  done,
  failed,
  refresh,
  onDone,
}: OptimisticMutationOptions<Input, Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate: patch,
    onError: (_error, _input, snapshot) => {
      restoreQueries(queryClient, snapshot);
      toast.error(failed);
    },
    onSuccess: (answer, input) => {
      onDone?.(answer, input);
      toast.success(done);
    },
    onSettled: (_answer, _error, input) => refresh(input),
  });
}
