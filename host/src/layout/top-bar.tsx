import { useLingui } from '@lingui/react/macro';
import { Box, Flex, paths, RouterLink, RouterNavLink, Span } from '@rsm/shared';
import { LanguageSwitch } from './language-switch';
import { SessionMenu } from '../features/auth/session-menu';

export function TopBar() {
  const { t } = useLingui();
  const links = [
    { to: paths.home(), label: t`Home`, end: true },
    { to: paths.albums.list(), label: t`Albums` },
    { to: paths.catalogues.list(), label: t`Catalogues` },
    { to: paths.curatedPlaylists.list(), label: t`Playlists` },
    { to: paths.contactUs(), label: t`Contact Us` },
    { to: paths.aboutUs(), label: t`About Us` },
    { to: paths.ratesLicensing(), label: t`Rates & Licensing` },
  ];
  return (
    <Box as="header" bg="brand.900" color="white">
      <Flex maxW="80rem" mx="auto" px="4" minH="16" alignItems="center" gap="6" flexWrap="wrap">
        <RouterLink to={paths.home()} fontWeight="800" fontSize="lg" textDecoration="none">
          RSM <Span srOnly>{t`Home`}</Span>
        </RouterLink>
        <Flex as="nav" aria-label={t`Main`} gap="4" flex="1" flexWrap="wrap">
          {links.map((link) => (
            <RouterNavLink
              key={link.to}
              to={link.to}
              end={link.end}
              textDecoration="none"
              fontWeight="500"
              opacity={0.85}
              _hover={{ opacity: 1 }}
              css={{
                '&[aria-current=page]': {
                  opacity: 1,
                  textDecoration: 'underline',
                  textUnderlineOffset: '6px',
                },
              }}
            >
              {link.label}
            </RouterNavLink>
          ))}
        </Flex>
        <LanguageSwitch />
        <SessionMenu />
      </Flex>
    </Box>
  );
}
