import { useLingui } from '@lingui/react/macro';
import { paths } from '@rsm/shared';

/** The site's main links, shared by the desktop bar and the mobile menu. */
export function useMainLinks() {
  const { t } = useLingui();
  return [
    { to: paths.home(), label: t`Home`, end: true },
    { to: paths.albums.list(), label: t`Albums` },
    { to: paths.catalogues.list(), label: t`Catalogues` },
    { to: paths.curatedPlaylists.list(), label: t`Playlists` },
    { to: paths.contactUs(), label: t`Contact Us` },
    { to: paths.aboutUs(), label: t`About Us` },
    { to: paths.ratesLicensing(), label: t`Rates & Licensing` },
  ];
}
