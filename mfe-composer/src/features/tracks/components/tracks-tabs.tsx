import { Trans, useLingui } from '@lingui/react/macro';
import { Flex, paths, RouterNavLink } from '@rsm/shared';

/** My tracks: uploaded for briefs, or released in the catalogue. */
export function TracksTabs() {
  const { t } = useLingui();
  const tab = {
    px: '3',
    py: '2',
    fontWeight: '600',
    borderBottom: '2px solid',
    borderColor: 'transparent',
  } as const;
  const active = { '&[aria-current=page]': { borderColor: 'brand.600', color: 'brand.600' } };
  return (
    <Flex as="nav" aria-label={t`My tracks`} gap="2" mb="5" borderBottom="1px solid" borderColor="line">
      <RouterNavLink to={paths.dashboard.tracks()} end {...tab} css={active}>
        <Trans>Uploaded tracks</Trans>
      </RouterNavLink>
      <RouterNavLink to={paths.dashboard.releasedTracks()} {...tab} css={active}>
        <Trans>Released tracks</Trans>
      </RouterNavLink>
    </Flex>
  );
}
