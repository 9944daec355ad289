import { toast } from '@rsm/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { restoreQueries, type CacheSnapshot } from './optimistic';

interface ToastedMutationOptions<Input, Answer> {
  mutationFn: (input: Input) => Promise<Answer>;
  /**
   * Shows the change at once in the cached queries; returns what they held, put back if the server refuses. Without
   * it the page waits for the server.
   */
  patch?: (input: Input) => Promise<CacheSnapshot>;
  /** Told once the server has made the change. */
  done: string;
  /** Told when the change fails. */
  failed: string;
  /** What else follows once the server has made the change. */
  onDone?: (answer: Answer, input: Input) => void;
  /** Refetches what the change touches, whether it went through or not. */
  refresh: (queryClient: QueryClient, input: Input) => Promise<unknown>;
}

/** A change of the customer's playlists: a toast tells how it went, then what it touches is refetched. */
export function useToastedMutation<Input, Answer>({
  mutationFn,
  patch,
  done,
  failed,
  onDone,
  refresh,
}: ToastedMutationOptions<Input, Answer>) {
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
    onSettled: (_answer, _error, input) => refresh(queryClient, input),
  });
}
