import { Trans } from '@lingui/react/macro';
import { Heading, paths, RouterLink, Stack, Text, useParams } from '@rsm/shared';
import type { ReactNode } from 'react';
import { ComposerPage, QueryView } from '../../../components/composer-page';
import { LocalDate } from '../../../components/local-date';
import { SubmissionStatusLabel } from '../../../components/submission-status';
import { useBriefingTrack } from '../api/get-briefing-track';
import { AlternatesEditor } from '../components/alternates-editor';
import { SubmissionForm } from '../components/submission-form';

/** A titled part of a submitted track's page. */
function TrackSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Stack as="section" gap="3">
      <Heading as="h3" fontSize="xl">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function SubmittedTrack({ id, trackId }: { id: string; trackId: string }) {
  const track = useBriefingTrack(id, trackId);
  return (
    <QueryView query={track}>
      {(submission) => {
        const open = submission.briefing_status === 'open';
        return (
          <Stack gap="8">
            <Stack gap="2">
              <Heading as="h2" fontSize="2xl">
                {submission.track_name}
              </Heading>
              <Text color="muted">
                <Trans>
                  For the brief “{submission.briefing_title}”, submitted on{' '}
                  <LocalDate value={submission.created_at} />.
                </Trans>
              </Text>
              <Text>
                <Trans>Status</Trans>: <SubmissionStatusLabel status={submission.status} />
              </Text>
              {submission.upload && (
                <Text fontSize="sm" color="muted">
                  <Trans>Audio file: {submission.upload.filename}</Trans>
                </Text>
              )}
            </Stack>
            <TrackSection title={<Trans>Details</Trans>}>
              {open ? (
                <SubmissionForm
                  key={submission.updated_at}
                  briefingId={submission.briefing_id}
                  existing={submission}
                  onSaved={() => undefined}
                />
              ) : (
                <Text color="muted">
                  <Trans>This brief is closed: the submission can no longer be changed.</Trans>
                </Text>
              )}
            </TrackSection>
            <TrackSection title={<Trans>Alternates</Trans>}>
              <AlternatesEditor key={submission.updated_at} track={submission} editable={open} />
            </TrackSection>
          </Stack>
        );
      }}
    </QueryView>
  );
}

/** /dashboard/briefings/{id}/{trackId}: a submitted track, editable while its brief is open. */
export function BriefingTrackPage() {
  const { id = '', trackId = '' } = useParams();
  // The same query the detail below reads: the track's name names the tab once it has loaded.
  const submission = useBriefingTrack(id, trackId);
  return (
    <ComposerPage title={<Trans>Submitted track</Trans>} pageTitle={submission.data?.track_name}>
      <Stack gap="6">
        <RouterLink to={paths.dashboard.briefing(id)} color="brand.600">
          <Trans>← Back to the brief</Trans>
        </RouterLink>
        <SubmittedTrack id={id} trackId={trackId} />
      </Stack>
    </ComposerPage>
  );
}
