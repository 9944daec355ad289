import { toast } from '@rsm/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

interface ToastedMutationOptions<Input, Answer> {
  mutationFn: (input: Input) => Promise<Answer>;
  /** Told once the server has made the change. */
  done: string;
  /** Told when the change fails. */
  failed: string;
  /** Refetches what the change touches, whether it went through or not. */
  refresh: (queryClient: QueryClient) => Promise<unknown>;
}

/** A change the server makes before the page shows it: a toast tells how it went, then what it touches is refetched. */
export function useToastedMutation<Input, Answer>({
  mutationFn,
  done,
  failed,
  refresh,
}: ToastedMutationOptions<Input, Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      toast.success(done);
    },
    onError: () => {
      toast.error(failed);
    },
    onSettled: () => refresh(queryClient),
  });
}
