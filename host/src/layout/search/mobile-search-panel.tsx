import { Trans, useLingui } from '@lingui/react/macro';
import { Box, type SearchBarProps } from '@rsm/shared';
import { useMemo } from 'react';
import type { SlideInPanelState } from '../../components/slide-in-button';
import { SlideInPanel } from '../../components/slide-in-panel';
import { RemoteSlot } from '../../federation/remote-slot';

/** The full-screen search of small screens: the catalogue's search bar in its mobile layout, loaded once opened. */
export function MobileSearchPanel({ state }: { state: SlideInPanelState }) {
  const { t } = useLingui();
  const { close } = state;
  const searchBarProps = useMemo(
    (): SearchBarProps => ({ layout: 'mobile', onDone: () => close(false) }),
    [close],
  );
  return (
    <SlideInPanel state={state} title={<Trans>Search</Trans>} closeLabel={t`Close search`} tone="plain">
      <Box px="4" py="4">
        <RemoteSlot remote="catalogue" expose="search-bar" props={searchBarProps} />
      </Box>
    </SlideInPanel>
  );
}
