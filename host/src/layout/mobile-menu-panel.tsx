import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import {
  $customer,
  $isComposer,
  $isLoggedIn,
  Box,
  Button,
  Flex,
  List,
  ListItem,
  paths,
  RouterLink,
  RouterNavLink,
  Stack,
} from '@rsm/shared';
import type { SlideInPanelState } from '../components/slide-in-button';
import { SlideInPanel } from '../components/slide-in-panel';
import { useSignOut } from '../features/auth/api/sign-out';
import { useLoginLink } from '../features/auth/session-menu';
import { userMenuEntries } from '../features/auth/user-menu-entries';
import { LanguageSwitch } from './language-switch';
import { useMainLinks } from './use-main-links';

const CURRENT_PAGE_UNDERLINED = {
  '&[aria-current=page]': { textDecoration: 'underline', textUnderlineOffset: '6px' },
} as const;

/**
 * The full-screen menu of small screens: the main links, the account pages when signed in, the language
 * switch and Log in / Register or Log out. Loaded when its button (`MobileMenu`) is about to be pressed.
 */
export function MobileMenuPanel({ state: panel }: { state: SlideInPanelState }) {
  const { t, i18n } = useLingui();
  const isComposer = useStore($isComposer);
  const links = useMainLinks();
  const loggedIn = useStore($isLoggedIn);
  const customer = useStore($customer);
  const loginLink = useLoginLink();
  const signOut = useSignOut();

  const linkStyles = { display: 'block', py: '3', fontSize: 'lg', fontWeight: '600', textDecoration: 'none' };

  return (
    <SlideInPanel state={panel} title={<Trans>Menu</Trans>} closeLabel={t`Close menu`} tone="brand">
      <Stack px="6" pb="10" gap="6">
        <Box as="nav" aria-label={t`Main`}>
          <List>
            {links.map((link) => (
              <ListItem key={link.to} borderBottom="1px solid" borderColor="rgba(255,255,255,0.2)">
                <RouterNavLink to={link.to} end={link.end} {...linkStyles} css={CURRENT_PAGE_UNDERLINED}>
                  {link.label}
                </RouterNavLink>
              </ListItem>
            ))}
          </List>
        </Box>
        {loggedIn && customer && (
          <Box as="nav" aria-label={t`Account`}>
            <List>
              {userMenuEntries(isComposer).map((entry, index) =>
                entry.kind === 'separator' ? null : (
                  <ListItem key={`${entry.to}-${index}`}>
                    <RouterNavLink
                      to={entry.to}
                      end
                      display="block"
                      py="2"
                      textDecoration="none"
                      css={CURRENT_PAGE_UNDERLINED}
                    >
                      {i18n._(entry.label)}
                    </RouterNavLink>
                  </ListItem>
                ),
              )}
            </List>
          </Box>
        )}
        <LanguageSwitch />
        {loggedIn && customer ? (
          <Button
            variant="outline"
            alignSelf="flex-start"
            onClick={() => {
              panel.close();
              signOut.mutate();
            }}
          >
            <Trans>Log out</Trans>
          </Button>
        ) : (
          <Flex gap="6">
            <RouterLink to={loginLink} {...linkStyles}>
              <Trans>Log in</Trans>
            </RouterLink>
            <RouterLink to={paths.register()} {...linkStyles}>
              <Trans>Register</Trans>
            </RouterLink>
          </Flex>
        )}
      </Stack>
    </SlideInPanel>
  );
}
