import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import {
  $isComposer,
  Box,
  Button,
  ChevronDownIcon,
  type Customer,
  RouterLink,
  Span,
  useLocation,
} from '@rsm/shared';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { userMenuEntries } from './user-menu-entries';

export function initials(customer: Customer): string {
  return `${customer.first_name.charAt(0)}${customer.last_name.charAt(0)}`.toUpperCase() || '?';
}

const itemStyles = {
  display: 'block',
  w: 'full',
  textAlign: 'start',
  px: '4',
  py: '2',
  color: 'ink',
  bg: 'transparent',
  border: 'none',
  cursor: 'pointer',
  fontSize: 'md',
  textDecoration: 'none',
  _hover: { bg: 'surface' },
  _focusVisible: { bg: 'surface' },
  '&[aria-current=page]': { fontWeight: '700', color: 'brand.600', bg: 'brand.50' },
} as const;

/**
 * The signed-in customer's menu (spec §2.4): a menu button with name and initials, the entries for a composer or
 * a customer, then Log out. Arrow keys, Home and End move; Escape and Tab close.
 */
export function UserMenu({ customer, onSignOut }: { customer: Customer; onSignOut: () => void }) {
  const { t, i18n } = useLingui();
  const isComposer = useStore($isComposer);
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const entries = userMenuEntries(isComposer);
  const name = `${customer.first_name} ${customer.last_name}`.trim();

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? []);
  const focusItem = (index: number) => {
    const list = items();
    list[(index + list.length) % list.length]?.focus();
  };

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role=menuitem]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (returnFocus = true) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusItem(current + 1),
      ArrowUp: () => focusItem(current - 1),
      Home: () => focusItem(0),
      End: () => focusItem(list.length - 1),
      Escape: () => close(),
      Tab: () => close(false),
    };
    const move = moves[event.key];
    if (!move) return;
    if (event.key !== 'Tab') event.preventDefault();
    move();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  return (
    <Box position="relative">
      <Button
        ref={buttonRef}
        variant="ghost"
        color="inherit"
        _hover={{ bg: 'night.700' }}
        px="2"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
      >
        {/* The button is named by its text, the visible name included (axe label-content-name-mismatch). */}
        <Span srOnly>{t`Account menu for`} </Span>
        <Span
          aria-hidden="true"
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          w="8"
          h="8"
          borderRadius="full"
          bg="brand.500"
          color="white"
          fontSize="sm"
          fontWeight="700"
        >
          {initials(customer)}
        </Span>
        {/* Read out always, shown from 1280 px: between 1024 and 1280 px the top bar has room for the initials only. */}
        <Span srOnly={{ base: true, xl: false }}>{name}</Span>
        <ChevronDownIcon size={16} />
      </Button>
      {open && (
        <Box
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={t`Account`}
          onKeyDown={onMenuKeyDown}
          position="absolute"
          right="0"
          top="calc(100% + 0.5rem)"
          minW="14rem"
          py="2"
          bg="white"
          color="ink"
          borderRadius="md"
          boxShadow="lg"
          border="1px solid"
          borderColor="line"
          zIndex="overlay"
        >
          {entries.map((entry, index) =>
            entry.kind === 'separator' ? (
              <Box
                key={`separator-${index}`}
                role="separator"
                my="2"
                borderTop="1px solid"
                borderColor="line"
              />
            ) : (
              <RouterLink
                key={entry.to + index}
                to={entry.to}
                role="menuitem"
                tabIndex={-1}
                aria-current={pathname === entry.to ? 'page' : undefined}
                onClick={() => close(false)}
                {...itemStyles}
              >
                {i18n._(entry.label)}
              </RouterLink>
            ),
          )}
          <Box role="separator" my="2" borderTop="1px solid" borderColor="line" />
          <Button
            variant="ghost"
            h="auto"
            justifyContent="flex-start"
            borderRadius="0"
            fontWeight="400"
            role="menuitem"
            tabIndex={-1}
            onClick={() => {
              close();
              onSignOut();
            }}
            {...itemStyles}
          >
            <Trans>Log out</Trans>
          </Button>
        </Box>
      )}
    </Box>
  );
}
