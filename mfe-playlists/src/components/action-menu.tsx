import { Box, Button, type ButtonProps } from '@rsm/shared';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

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
 * focus back, a click outside closes.
 */
export function ActionMenu({ children, label, actions, variant = 'outline' }: ActionMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role=menuitem]')?.focus();
    const outside = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const move = (step: number) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    items[(index + step + items.length) % items.length]?.focus();
  };

  return (
    <Box position="relative" display="inline-block">
      <Button
        ref={buttonRef}
        size="sm"
        variant={variant}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
      >
        {children}
      </Button>
      {open && (
        <Box
          ref={menuRef}
          id={menuId}
          role="menu"
          position="absolute"
          zIndex="dropdown"
          right="0"
          mt="1"
          minW="14rem"
          bg="white"
          border="1px solid"
          borderColor="line"
          borderRadius="md"
          boxShadow="md"
          py="1"
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              event.stopPropagation();
              close();
            } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              move(event.key === 'ArrowDown' ? 1 : -1);
            } else if (event.key === 'Tab') setOpen(false);
          }}
        >
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
        </Box>
      )}
    </Box>
  );
}
