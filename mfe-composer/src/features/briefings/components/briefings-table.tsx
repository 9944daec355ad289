import { Trans } from '@lingui/react/macro';
import { Box, EmptyState, paths, RouterLink, Table, type Briefing } from '@rsm/shared';
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
    <Table
      css={{
        '& th, & td': { py: '3', pr: '3', textAlign: 'left' },
        '& th:last-child, & td:last-child': { textAlign: 'right', pr: '0' },
      }}
    >
      <Box as="caption" srOnly>
        <Trans>Briefings</Trans>
      </Box>
      <thead>
        <Box as="tr" color="muted" fontSize="sm" borderBottom="1px solid" borderColor="line">
          <th scope="col">
            <Trans>Brief</Trans>
          </th>
          <th scope="col">
            <Trans>Status</Trans>
          </th>
          <th scope="col">
            <Trans>Deadline</Trans>
          </th>
          <th scope="col">
            <Trans>Submissions</Trans>
          </th>
        </Box>
      </thead>
      <tbody>
        {briefings.map((briefing) => (
          <Box as="tr" key={briefing.id} borderBottom="1px solid" borderColor="line">
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
          </Box>
        ))}
      </tbody>
    </Table>
  );
}
