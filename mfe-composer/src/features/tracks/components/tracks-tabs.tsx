import { Trans, useLingui } from '@lingui/react/macro';
import { paths, SectionTabs } from '@rsm/shared';
import type { ReactNode } from 'react';
import { ComposerPage } from '../../../components/composer-page';

/** My tracks: uploaded for briefs, or released in the catalogue. */
function TracksTabs() {
  const { t } = useLingui();
  return (
    <SectionTabs
      label={t`My tracks`}
      tabs={[
        { to: paths.dashboard.tracks(), label: t`Uploaded tracks`, end: true },
        { to: paths.dashboard.releasedTracks(), label: t`Released tracks` },
      ]}
    />
  );
}

/** A tab of My tracks: the section's title and tabs above it; `pageTitle` names the tab in the browser's. */
export function TracksTabPage({ pageTitle, children }: { pageTitle: string; children: ReactNode }) {
  return (
    <ComposerPage title={<Trans>My tracks</Trans>} pageTitle={pageTitle}>
      <TracksTabs />
      {children}
    </ComposerPage>
  );
}
