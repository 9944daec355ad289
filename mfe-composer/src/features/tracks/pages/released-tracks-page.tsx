import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState, pageLink, Pager, paths, usePageParam } from '@rsm/shared';
import { ComposerPage, QueryView } from '../../../components/composer-page';
import { PlayableTrackList } from '../../../components/play-tracks';
import { useReleasedTracks } from '../api/get-released-tracks';
import { ComposerLabels, useWithComposerLabels } from '../components/composer-labels';
import { TracksTabs } from '../components/tracks-tabs';

const hrefFor = (page: number) => pageLink(paths.dashboard.releasedTracks(), page);

function ReleasedTracks() {
  const { t } = useLingui();
  const page = usePageParam();
  const listed = useWithComposerLabels(useReleasedTracks(page));
  return (
    <QueryView query={listed}>
      {(data) => (
        <>
          <ComposerLabels />
          {data.tracks.length === 0 ? (
            <EmptyState />
          ) : (
            <>
              <PlayableTrackList tracks={data.tracks} label={t`Released tracks`} />
              <Pager meta={data.meta} hrefFor={hrefFor} />
            </>
          )}
        </>
      )}
    </QueryView>
  );
}

/** /dashboard/tracks/released-tracks: the composer's tracks in the catalogue, playable. */
export function ReleasedTracksPage() {
  const { t } = useLingui();
  return (
    <ComposerPage title={<Trans>My tracks</Trans>} pageTitle={t`Released tracks`}>
      <TracksTabs />
      <ReleasedTracks />
    </ComposerPage>
  );
}
