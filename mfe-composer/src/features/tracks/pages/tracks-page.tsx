import { Trans, useLingui } from '@lingui/react/macro';
import { pageLink, Pager, paths, usePageParam } from '@rsm/shared';
import { ComposerPage, QueryView } from '../../../components/composer-page';
import { useCustomerTracks } from '../api/get-customer-tracks';
import { ComposerLabels, useWithComposerLabels } from '../components/composer-labels';
import { TracksTabs } from '../components/tracks-tabs';
import { UploadedTracksTable } from '../components/uploaded-tracks-table';

const hrefFor = (page: number) => pageLink(paths.dashboard.tracks(), page);

function UploadedTracks() {
  const page = usePageParam();
  const listed = useWithComposerLabels(useCustomerTracks(page));
  return (
    <QueryView query={listed}>
      {(data) => (
        <>
          <ComposerLabels />
          <UploadedTracksTable tracks={data.tracks} />
          <Pager meta={data.meta} hrefFor={hrefFor} />
        </>
      )}
    </QueryView>
  );
}

/** /dashboard/tracks: tracks the composer uploaded for briefs and their status. */
export function TracksPage() {
  const { t } = useLingui();
  return (
    <ComposerPage title={<Trans>My tracks</Trans>} pageTitle={t`Uploaded tracks`}>
      <TracksTabs />
      <UploadedTracks />
    </ComposerPage>
  );
}
