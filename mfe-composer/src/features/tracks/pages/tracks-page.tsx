import { useLingui } from '@lingui/react/macro';
import { pageLink, Pager, paths, usePageParam } from '@rsm/shared';
import { useCustomerTracks } from '../api/get-customer-tracks';
import { UnderComposerLabels } from '../components/composer-labels';
import { TracksTabPage } from '../components/tracks-tabs';
import { UploadedTracksTable } from '../components/uploaded-tracks-table';

const hrefFor = (page: number) => pageLink(paths.dashboard.tracks(), page);

function UploadedTracks() {
  const tracks = useCustomerTracks(usePageParam());
  return (
    <UnderComposerLabels tracks={tracks}>
      {(data) => (
        <>
          <UploadedTracksTable tracks={data.tracks} />
          <Pager meta={data.meta} hrefFor={hrefFor} />
        </>
      )}
    </UnderComposerLabels>
  );
}

/** /dashboard/tracks: tracks the composer uploaded for briefs and their status. */
export function TracksPage() {
  const { t } = useLingui();
  return (
    <TracksTabPage pageTitle={t`Uploaded tracks`}>
      <UploadedTracks />
    </TracksTabPage>
  );
}
