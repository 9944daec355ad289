import { useLingui } from '@lingui/react/macro';
import { Flex, List, ListItem, paths, RouterLink } from '@rsm/shared';
import { SubmissionStatusLabel } from '../../../components/submission-status';
import type { Submission } from '@rsm/shared';

/** The composer's own tracks for this brief, each opening its page. */
export function MySubmissions({ submissions }: { submissions: Submission[] }) {
  const { t } = useLingui();
  if (submissions.length === 0) return null;
  return (
    <List aria-label={t`Your submissions`}>
      {submissions.map((submission) => (
        <ListItem key={submission.id} py="2" layerStyle="divider.bottom">
          <Flex justifyContent="space-between" gap="3">
            <RouterLink
              to={paths.dashboard.briefingTrack(submission.briefing_id, submission.id)}
              fontWeight="600"
              color="brand.600"
            >
              {submission.track_name}
            </RouterLink>
            <SubmissionStatusLabel status={submission.status} />
          </Flex>
        </ListItem>
      ))}
    </List>
  );
}
