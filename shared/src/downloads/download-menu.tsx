import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { IconButton } from '../ui/button';
import { DownloadIcon } from '../ui/icons';
import { Anchor, Box, Span } from '../ui/primitives';
import type { DownloadOption } from './download-options';

interface DownloadMenuProps {
  label: string;
  options: DownloadOption[];
  size: 'icon' | 'iconSm';
  onChoose: (option: DownloadOption, event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * Several files: a menu button (aria-expanded) opening a menu of labelled links. Arrow keys move between the links,
 * Escape closes and returns focus to the button, a click elsewhere closes.
 */
export function DownloadMenu({ label, options, size, onChoose }: DownloadMenuProps) {
  const { t } = useLingui();
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

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
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
      setOpen(false);
    }
  };

  return (
    <Box position="relative" display="inline-block">
      <IconButton
        ref={button}
        label={label}
        icon={<DownloadIcon size={size === 'iconSm' ? 16 : 20} />}
        size={size}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      />
      {open && (
        <Box
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={t`Download options`}
          onKeyDown={onKeyDown}
          position="absolute"
          right="0"
          top="100%"
          zIndex="dropdown"
          minW="14rem"
          bg="white"
          border="1px solid"
          borderColor="line"
          borderRadius="md"
          boxShadow="md"
          py="1"
        >
          {options.map((option) => (
            <Anchor
              key={option.url}
              role="menuitem"
              href={option.url}
              download
              tabIndex={-1}
              display="flex"
              justifyContent="space-between"
              gap="4"
              px="3"
              py="2"
              color="ink"
              textDecoration="none"
              _hover={{ bg: 'surface' }}
              _focus={{ bg: 'surface', outline: 'none' }}
              onClick={(event) => {
                onChoose(option, event);
                setOpen(false);
              }}
            >
              <Span>{option.label}</Span>
              {option.size && (
                <Span color="muted" fontSize="sm">
                  {option.size}
                </Span>
              )}
            </Anchor>
          ))}
        </Box>
      )}
    </Box>
  );
}
