import { Box, Button, MenuPopup, useMenuButton, type ButtonProps } from '@rsm/shared';
import type { ReactNode } from 'react';

export interface MenuAction {
  label: string;
  onSelect: () => void;
}

interface ActionMenuProps {
  /** The button's content; `label` is its accessible name when the content is only an icon. */
  children: ReactNode;
  label?: string;
  actions: MenuAction[];
  variant?: ButtonProps['variant'];
}

/**
 * A button opening a menu of actions (WAI-ARIA menu button): arrow keys move between items, Escape closes and gives
 * focus back, a click outside closes. Drawn by the app's one menu surface (`MenuPopup`): no table clips it.
 */
export function ActionMenu({ children, label, actions, variant = 'outline' }: ActionMenuProps) {
  const { open, setOpen, buttonProps, menuProps } = useMenuButton();

  return (
    <>
      <Button {...buttonProps} size="sm" variant={variant} aria-label={label}>
        {children}
      </Button>
      {open && (
        <MenuPopup anchor={buttonProps.ref} menuProps={menuProps} label={label}>
          {actions.map((action) => (
            <Box
              as="button"
              key={action.label}
              role="menuitem"
              tabIndex={-1}
              display="block"
              w="full"
              textAlign="left"
              px="3"
              py="2"
              bg="transparent"
              border="none"
              cursor="pointer"
              _hover={{ bg: 'brand.50' }}
              _focusVisible={{ bg: 'brand.50', outline: 'none' }}
              onClick={() => {
                setOpen(false);
                action.onSelect();
              }}
            >
              {action.label}
            </Box>
          ))}
        </MenuPopup>
      )}
    </>
  );
}
