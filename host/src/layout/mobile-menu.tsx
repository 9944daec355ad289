import { useLingui } from '@lingui/react/macro';
import { MenuIcon, onDemand } from '@rsm/shared';
import { SlideInButton, useSlideInPanel, type SlideInPanelState } from '../components/slide-in-button';

/** The menu panel's code: small screens only, loaded ahead of the first press of its button. */
const menuPanel = onDemand<{ state: SlideInPanelState }>(() =>
  import(/* webpackChunkName: "slide-in-panels" */ './mobile-menu-panel').then(
    (module) => module.MobileMenuPanel,
  ),
);

/** The Menu button of small screens; it opens the full-screen menu (`mobile-menu-panel.tsx`). */
export function MobileMenu() {
  const { t } = useLingui();
  const panel = useSlideInPanel();
  return <SlideInButton state={panel} label={t`Menu`} icon={<MenuIcon />} panel={menuPanel} />;
}
