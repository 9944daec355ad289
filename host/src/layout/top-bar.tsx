import { useLingui } from '@lingui/react/macro';
import { Box, Flex, Logo, LogoMark, paths, RouterLink, RouterNavLink, Span } from '@rsm/shared';
import { LanguageSwitch } from './language-switch';
import { MobileMenu } from './mobile-menu';
import { DesktopSearch } from './search/desktop-search';
import { MobileSearch } from './search/mobile-search';
import { SessionMenu } from '../features/auth/session-menu';
import { useMainLinks } from './use-main-links';

/**
 * The desktop bar from 1024 px with the catalogue's search bar under its links; below that, the logo, the search
 * button and the Menu button.
 */
export function TopBar() {
  const { t } = useLingui();
  const links = useMainLinks();
  return (
    <Box as="header" bg="night.900" color="white">
      <Flex maxW="80rem" mx="auto" px="4" minH="16" alignItems="center" gap={{ base: '3', xl: '6' }}>
        <RouterLink to={paths.home()} textDecoration="none" flexShrink={0}>
          <Box display={{ base: 'block', lg: 'none', xl: 'block' }}>
            <Logo height={28} />
          </Box>
          <Box display={{ base: 'none', lg: 'block', xl: 'none' }}>
            <LogoMark />
          </Box>
          <Span srOnly>{t`Home`}</Span>
        </RouterLink>
        {/* One line from 1024 px: the links never wrap; they tighten between 1024 and 1280 px. */}
        <Flex
          as="nav"
          aria-label={t`Main`}
          gap={{ base: '3', xl: '5' }}
          flex="1"
          minW="0"
          whiteSpace="nowrap"
          fontSize={{ base: 'sm', xl: 'md' }}
          display={{ base: 'none', lg: 'flex' }}
        >
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
        <Flex
          display={{ base: 'none', lg: 'flex' }}
          alignItems="center"
          gap={{ base: '2', xl: '4' }}
          whiteSpace="nowrap"
          flexShrink={0}
        >
          <LanguageSwitch />
          <SessionMenu />
        </Flex>
        <Box flex="1" display={{ base: 'block', lg: 'none' }} />
        <MobileSearch />
        <MobileMenu />
      </Flex>
      <DesktopSearch />
    </Box>
  );
}
