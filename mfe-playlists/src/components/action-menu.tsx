import { Button, MenuItem, MenuPopup, useMenuButton, type ButtonProps } from '@rsm/shared';
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
            <MenuItem
              key={action.label}
              tint="brand"
              onClick={() => {
                setOpen(false);
                action.onSelect();
              }}
            >
              {action.label}
            </MenuItem>
          ))}
        </MenuPopup>
      )}
    </>
  );
}
