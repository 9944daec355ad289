import { Trans } from '@lingui/react/macro';
import { Box, EmptyState, paths, RouterLink, Table } from '@rsm/shared';
import { ComposerTableHead, ComposerTableRow } from '../../../components/composer-table';
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
      <ComposerTableHead
        headers={[
          <Trans key="track">Track</Trans>,
          <Trans key="brief">Brief</Trans>,
          <Trans key="uploaded">Uploaded</Trans>,
          <Trans key="status">Status</Trans>,
        ]}
      />
      <tbody>
        {tracks.map((track) => (
          <ComposerTableRow key={track.id}>
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
          </ComposerTableRow>
        ))}
      </tbody>
    </Table>
  );
}
