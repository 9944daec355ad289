import { Trans, useLingui } from '@lingui/react/macro';
import { Heading, paths, RouterLink, Stack, Text, useNavigate, useParams } from '@rsm/shared';

import { ComposerPage, QueryView } from '../../../components/composer-page';
import { PlayableTrackList } from '../../../components/play-tracks';
import { useBriefing } from '../api/get-briefing';
import { useBriefingTracks } from '../api/get-briefing-tracks';
import { BriefingSummary } from '../components/briefing-summary';
import { MySubmissions } from '../components/my-submissions';
import { SubmissionForm } from '../components/submission-form';

function BriefingDetail({ id }: { id: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const briefing = useBriefing(id);
  const tracks = useBriefingTracks(id);
  return (
    <QueryView query={briefing}>
      {(brief) => (
        <Stack gap="8">
          <Stack gap="3">
            <Heading as="h2" fontSize="2xl">
              {brief.title}
            </Heading>
            <BriefingSummary briefing={brief} />
          </Stack>
          {brief.reference_tracks.length > 0 && (
            <Stack as="section" gap="3">
              <Heading as="h3" fontSize="xl">
                <Trans>Reference tracks</Trans>
              </Heading>
              <PlayableTrackList tracks={brief.reference_tracks} label={t`Reference tracks`} />
            </Stack>
          )}
          {(tracks.data?.length ?? 0) > 0 && (
            <Stack as="section" gap="3">
              <Heading as="h3" fontSize="xl">
                <Trans>Your submissions</Trans>
              </Heading>
              <MySubmissions submissions={tracks.data ?? []} />
            </Stack>
          )}
          <Stack as="section" gap="3">
            <Heading as="h3" fontSize="xl">
              <Trans>Submit a track</Trans>
            </Heading>
            {brief.status === 'open' ? (
              <SubmissionForm
                briefingId={brief.id}
                onSaved={(track) => void navigate(paths.dashboard.briefingTrack(brief.id, track.id))}
              />
            ) : (
              <Text color="muted">
                <Trans>This brief is closed and no longer takes submissions.</Trans>
              </Text>
            )}
          </Stack>
        </Stack>
      )}
    </QueryView>
  );
}

/** /dashboard/briefings/{id}: the brief, its reference tracks and the submission form. */
export function BriefingPage() {
  const { id = '' } = useParams();
  // The same query the detail below reads: the brief's title names the tab once it has loaded.
  const briefing = useBriefing(id);
  return (
    <ComposerPage title={<Trans>Briefing</Trans>} pageTitle={briefing.data?.title}>
      <Stack gap="6">
        <RouterLink to={paths.dashboard.briefings()} color="brand.600">
          <Trans>← All briefings</Trans>
        </RouterLink>
        <BriefingDetail id={id} />
      </Stack>
    </ComposerPage>
  );
}
