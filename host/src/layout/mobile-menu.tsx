import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import {
  $customer,
  $isComposer,
  $isLoggedIn,
  Box,
  Button,
  CloseIcon,
  Flex,
  IconButton,
  List,
  ListItem,
  MenuIcon,
  paths,
  RouterLink,
  RouterNavLink,
  Stack,
} from '@rsm/shared';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useSignOut } from '../features/auth/api/sign-out';
import { useLoginLink } from '../features/auth/session-menu';
import { userMenuEntries } from '../features/auth/user-menu-entries';
import { LanguageSwitch } from './language-switch';
import { useMainLinks } from './use-main-links';
import { useScrollLock } from './use-scroll-lock';

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The full-screen menu of small screens (spec §2.4): slides in from the right in 0.3 s, blocks page scrolling,
 * keeps focus inside, closes on Escape or when one of its links is followed.
 */
export function MobileMenu() {
  const { t, i18n } = useLingui();
  const isComposer = useStore($isComposer);
  const [open, setOpen] = useState(false);
  const links = useMainLinks();
  const loggedIn = useStore($isLoggedIn);
  const customer = useStore($customer);
  const loginLink = useLoginLink();
  const signOut = useSignOut();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useScrollLock(open);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    // Escape closes the menu wherever focus happens to be (a pointer user may never have focused inside it).
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, [open]);

  const close = (returnFocus = true) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const linkStyles = { display: 'block', py: '3', fontSize: 'lg', fontWeight: '600', textDecoration: 'none' };

  return (
    <Box display={{ base: 'block', lg: 'none' }}>
      <IconButton
        ref={triggerRef}
        label={t`Menu`}
        icon={<MenuIcon />}
        aria-expanded={open}
        aria-haspopup="dialog"
        color="inherit"
        _hover={{ bg: 'brand.700' }}
        onClick={() => setOpen(true)}
      />
      <Box
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        position="fixed"
        inset="0"
        zIndex="overlay"
        bg="brand.900"
        color="white"
        overflowY="auto"
        transform={open ? 'translateX(0)' : 'translateX(100%)'}
        visibility={open ? 'visible' : 'hidden'}
        // Visible at once on opening (so focus can move in), hidden only once the slide-out has finished.
        transition={open ? 'transform 0.3s ease, visibility 0s' : 'transform 0.3s ease, visibility 0s 0.3s'}
        css={{ '@media (prefers-reduced-motion: reduce)': { transition: 'none' } }}
        data-state={open ? 'open' : 'closed'}
      >
        <Flex alignItems="center" justifyContent="space-between" px="4" minH="16">
          <Box id={titleId} fontWeight="800" fontSize="lg">
            <Trans>Menu</Trans>
          </Box>
          <IconButton
            ref={closeRef}
            label={t`Close menu`}
            icon={<CloseIcon />}
            color="inherit"
            _hover={{ bg: 'brand.700' }}
            onClick={() => close()}
          />
        </Flex>
        <Stack px="6" pb="10" gap="6">
          <Box as="nav" aria-label={t`Main`}>
            <List>
              {links.map((link) => (
                <ListItem key={link.to} borderBottom="1px solid" borderColor="rgba(255,255,255,0.2)">
                  <RouterNavLink
                    to={link.to}
                    end={link.end}
                    onClick={() => close(false)}
                    {...linkStyles}
                    css={{
                      '&[aria-current=page]': { textDecoration: 'underline', textUnderlineOffset: '6px' },
                    }}
                  >
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
                        onClick={() => close(false)}
                        display="block"
                        py="2"
                        textDecoration="none"
                        css={{
                          '&[aria-current=page]': { textDecoration: 'underline', textUnderlineOffset: '6px' },
                        }}
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
                close();
                signOut.mutate();
              }}
            >
              <Trans>Log out</Trans>
            </Button>
          ) : (
            <Flex gap="6">
              <RouterLink to={loginLink} onClick={() => close(false)} {...linkStyles}>
                <Trans>Log in</Trans>
              </RouterLink>
              <RouterLink to={paths.register()} onClick={() => close(false)} {...linkStyles}>
                <Trans>Register</Trans>
              </RouterLink>
            </Flex>
          )}
        </Stack>
      </Box>
    </Box>
  );
}
