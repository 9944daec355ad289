import { useLingui } from '@lingui/react/macro';
import { paths, SectionTabs } from '@rsm/shared';

/** My tracks: uploaded for briefs, or released in the catalogue. */
export function TracksTabs() {
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
