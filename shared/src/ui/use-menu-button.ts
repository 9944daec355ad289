import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

/**
 * A WAI-ARIA menu button's behaviour: opening (a press, or an arrow key on the button) focuses the first item; arrow keys move between items (wrapping), Home
 * and End jump; Escape closes and gives focus back to the button; Tab or a pointer press elsewhere closes. Spread
 * `buttonProps` on the button and `menuProps` on the element with role="menu".
 */
export function useMenuButton() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      items[event.key === 'Home' ? 0 : items.length - 1]?.focus();
    } else if (event.key === 'Tab') {
      // The menu may be drawn in a layer at the document's end: Tab carries on from its button, not from there.
      setOpen(false);
      button.current?.focus();
    }
  };

  return {
    open,
    setOpen,
    buttonProps: {
      ref: button,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      onClick: () => setOpen((wasOpen) => !wasOpen),
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
        event.preventDefault();
        setOpen(true);
      },
    },
    menuProps: { ref: menu, id: menuId, role: 'menu' as const, onKeyDown },
  };
}
