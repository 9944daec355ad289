import { useLingui } from '@lingui/react/macro';
import { Box } from '@rsm/shared';
import type { SubmissionStatus } from '@rsm/shared';

/** A submission's review status in words. */
export function SubmissionStatusLabel({ status }: { status: SubmissionStatus }) {
  const { t } = useLingui();
  const labels: Record<SubmissionStatus, string> = {
    submitted: t`Submitted`,
    in_review: t`In review`,
    accepted: t`Accepted`,
    rejected: t`Not selected`,
    released: t`Released`,
  };
  const colour =
    status === 'accepted' || status === 'released' ? 'success' : status === 'rejected' ? 'danger' : 'muted';
  return (
    <Box as="span" fontWeight="600" color={colour}>
      {labels[status]}
    </Box>
  );
}
