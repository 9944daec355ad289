import { Trans } from '@lingui/react/macro';
import { Box, EmptyState, paths, RouterLink, type Briefing } from '@rsm/shared';
import { ComposerTable, ComposerTableRow } from '../../../components/composer-table';
import { BriefingDeadline } from './briefing-deadline';

function BriefingStatus({ status }: { status: Briefing['status'] }) {
  return (
    <Box as="span" fontWeight="600" color={status === 'open' ? 'success' : 'muted'}>
      {status === 'open' ? <Trans>Open</Trans> : <Trans>Closed</Trans>}
    </Box>
  );
}

/** The briefs composers can answer: title, status, deadline and how many tracks were submitted. */
export function BriefingsTable({ briefings }: { briefings: Briefing[] }) {
  if (briefings.length === 0) return <EmptyState />;
  return (
    <ComposerTable
      caption={<Trans>Briefings</Trans>}
      headers={[
        <Trans key="brief">Brief</Trans>,
        <Trans key="status">Status</Trans>,
        <Trans key="deadline">Deadline</Trans>,
        <Trans key="submissions">Submissions</Trans>,
      ]}
    >
      {briefings.map((briefing) => (
        <ComposerTableRow key={briefing.id}>
          <th scope="row">
            <RouterLink to={paths.dashboard.briefing(briefing.id)} color="brand.600">
              {briefing.title}
            </RouterLink>
          </th>
          <td>
            <BriefingStatus status={briefing.status} />
          </td>
          <td>
            <BriefingDeadline deadline={briefing.deadline} />
          </td>
          <td>{briefing.submissions_count}</td>
        </ComposerTableRow>
      ))}
    </ComposerTable>
  );
}
