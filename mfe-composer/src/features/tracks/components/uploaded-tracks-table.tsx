import { Trans } from '@lingui/react/macro';
import { Box, EmptyState, paths, RouterLink, Table } from '@rsm/shared';
import { LocalDate } from '../../../components/local-date';
import { SubmissionStatusLabel } from '../../../components/submission-status';
import type { Submission } from '@rsm/shared';

/** The composer's submissions: track, brief, date and status. */
export function UploadedTracksTable({ tracks }: { tracks: Submission[] }) {
  if (tracks.length === 0) return <EmptyState />;
  return (
    // On a phone the upload date gives way, so track, brief and status fit the screen. Names wrap between words
    // only; headers, dates and statuses never wrap ("Statu s").
    <Table
      css={{
        '& th, & td': { py: '3', pr: '3', textAlign: 'left', overflowWrap: 'normal' },
        '& thead th, & td:nth-of-type(2), & td:nth-of-type(3)': { whiteSpace: 'nowrap' },
        '& th:nth-of-type(3), & td:nth-of-type(2)': { display: { base: 'none', md: 'table-cell' } },
      }}
    >
      <Box as="caption" srOnly>
        <Trans>Uploaded tracks</Trans>
      </Box>
      <thead>
        <Box as="tr" color="muted" fontSize="sm" borderBottom="1px solid" borderColor="line">
          <th scope="col">
            <Trans>Track</Trans>
          </th>
          <th scope="col">
            <Trans>Brief</Trans>
          </th>
          <th scope="col">
            <Trans>Uploaded</Trans>
          </th>
          <th scope="col">
            <Trans>Status</Trans>
          </th>
        </Box>
      </thead>
      <tbody>
        {tracks.map((track) => (
          <Box as="tr" key={track.id} borderBottom="1px solid" borderColor="line">
            <th scope="row">
              <RouterLink to={paths.dashboard.briefingTrack(track.briefing_id, track.id)} color="brand.600">
                {track.track_name}
              </RouterLink>
            </th>
            <td>
              <RouterLink to={paths.dashboard.briefing(track.briefing_id)}>{track.briefing_title}</RouterLink>
            </td>
            <td>
              <LocalDate value={track.created_at} />
            </td>
            <td>
              <SubmissionStatusLabel status={track.status} />
            </td>
          </Box>
        ))}
      </tbody>
    </Table>
  );
}
