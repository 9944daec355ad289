import { shareLinkResponseSchema } from '@rsm/shared/schemas';
import { useLingui } from '@lingui/react/macro';
import { request, toast } from '@rsm/shared';
import { useMutation } from '@tanstack/react-query';

export const createShareLink = (uuid: string) =>
  request(`/v1_rsm/projects/${encodeURIComponent(uuid)}/share_link`, {
    schema: shareLinkResponseSchema,
    method: 'POST',
  });

/**
 * Creates a new link to the playlist that opens it for anyone who has it, to paste in a chat or a brief; nothing is
 * emailed, and the Sent list (addresses only) does not change.
 */
export function useCreateShareLink() {
  const { t } = useLingui();
  return useMutation({
    mutationFn: createShareLink,
    onError: () => {
      toast.error(t`Could not create a link. Try again.`);
    },
  });
}
