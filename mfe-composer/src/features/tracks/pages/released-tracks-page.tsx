import { useLingui } from '@lingui/react/macro';
import { EmptyState, pageLink, Pager, paths, usePageParam } from '@rsm/shared';
import { PlayableTrackList } from '../../../components/play-tracks';
import { useReleasedTracks } from '../api/get-released-tracks';
import { UnderComposerLabels } from '../components/composer-labels';
import { TracksTabPage } from '../components/tracks-tabs';

const hrefFor = (page: number) => pageLink(paths.dashboard.releasedTracks(), page);

function ReleasedTracks() {
  const { t } = useLingui();
  const tracks = useReleasedTracks(usePageParam());
  return (
    <UnderComposerLabels tracks={tracks}>
      {(data) =>
        data.tracks.length === 0 ? (
          <EmptyState />
        ) : (
          <>
            <PlayableTrackList tracks={data.tracks} label={t`Released tracks`} />
            <Pager meta={data.meta} hrefFor={hrefFor} />
          </>
        )
      }
    </UnderComposerLabels>
  );
}

/** /dashboard/tracks/released-tracks: the composer's tracks in the catalogue, playable. */
export function ReleasedTracksPage() {
  const { t } = useLingui();
  return (
    <TracksTabPage pageTitle={t`Released tracks`}>
      <ReleasedTracks />
    </TracksTabPage>
  );
}
