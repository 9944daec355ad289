import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import {
  $isComposer,
  Box,
  Button,
  ChevronDownIcon,
  type Customer,
  MenuPopup,
  RouterLink,
  Span,
  useLocation,
  useMenuButton,
} from '@rsm/shared';
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
 * The signed-in customer's menu: a menu button with name and initials, the entries for a composer or
 * a customer, then Log out. The app's one menu (`useMenuButton`, `MenuPopup`): arrow keys, Home and End move;
 * Escape and Tab close.
 */
export function UserMenu({ customer, onSignOut }: { customer: Customer; onSignOut: () => void }) {
  const { t, i18n } = useLingui();
  const isComposer = useStore($isComposer);
  const { pathname } = useLocation();
  const { open, setOpen, buttonProps, menuProps } = useMenuButton();
  const entries = userMenuEntries(isComposer);
  const name = `${customer.first_name} ${customer.last_name}`.trim();

  return (
    <>
      <Button {...buttonProps} variant="ghost" color="inherit" _hover={{ bg: 'night.700' }} px="2">
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
        <MenuPopup anchor={buttonProps.ref} menuProps={menuProps} label={t`Account`}>
          {entries.map((entry, index) =>
            entry.kind === 'separator' ? (
              <Box key={`separator-${index}`} role="separator" my="2" layerStyle="divider.top" />
            ) : (
              <RouterLink
                key={entry.to + index}
                to={entry.to}
                role="menuitem"
                tabIndex={-1}
                aria-current={pathname === entry.to ? 'page' : undefined}
                onClick={() => setOpen(false)}
                {...itemStyles}
              >
                {i18n._(entry.label)}
              </RouterLink>
            ),
          )}
          <Box role="separator" my="2" layerStyle="divider.top" />
          <Button
            variant="ghost"
            h="auto"
            justifyContent="flex-start"
            borderRadius="0"
            fontWeight="400"
            role="menuitem"
            tabIndex={-1}
            onClick={() => {
              setOpen(false);
              buttonProps.ref.current?.focus();
              onSignOut();
            }}
            {...itemStyles}
          >
            <Trans>Log out</Trans>
          </Button>
        </MenuPopup>
      )}
    </>
  );
}
