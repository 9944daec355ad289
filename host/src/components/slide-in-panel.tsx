import { Box, CloseIcon, Flex, IconButton } from '@rsm/shared';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useScrollLock } from '../layout/use-scroll-lock';
import type { SlideInPanelState } from './slide-in-button';

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

interface SlideInPanelProps {
  state: SlideInPanelState;
  title: ReactNode;
  closeLabel: string;
  /** `brand`: the whole panel in the brand colour; `plain`: only its title bar, the rest white. */
  tone: 'brand' | 'plain';
  children: ReactNode;
}

/**
 * The full-screen dialog a small screen's `SlideInButton` opens: slides in from the right in 0.3 s,
 * blocks page scrolling, takes focus (its first text field, else its close button) and keeps Tab inside, closes on
 * Escape, on its close button and when a link in it is followed. Its content is rendered on first opening, then
 * stays so reopening is instant.
 */
export function SlideInPanel({ state, title, closeLabel, tone, children }: SlideInPanelProps) {
  const { open, close } = state;
  const [opened, setOpened] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useScrollLock(open);
  if (open && !opened) setOpened(true);

  useEffect(() => {
    if (!open) return;
    (panelRef.current?.querySelector<HTMLInputElement>('input') ?? closeRef.current)?.focus();
    // Escape closes the panel wherever focus happens to be (a pointer user may never have focused inside it),
    // except in a dialog opened from it, which closes first, on its own.
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || inNestedDialog(event.target, panelRef.current)) return;
      event.preventDefault();
      close();
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, [open, close]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || !panelRef.current || inNestedDialog(event.target, panelRef.current)) return;
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

  return (
    <Box
      ref={panelRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onClick={(event: MouseEvent) => {
        if ((event.target as HTMLElement).closest('a[href]')) close(false);
      }}
      position="fixed"
      inset="0"
      zIndex="overlay"
      bg={tone === 'brand' ? 'brand.900' : 'white'}
      color={tone === 'brand' ? 'white' : 'ink'}
      overflowY="auto"
      transform={open ? 'translateX(0)' : 'translateX(100%)'}
      visibility={open ? 'visible' : 'hidden'}
      // Visible at once on opening (so focus can move in), hidden only once the slide-out has finished.
      transition={open ? 'transform 0.3s ease, visibility 0s' : 'transform 0.3s ease, visibility 0s 0.3s'}
      css={{ '@media (prefers-reduced-motion: reduce)': { transition: 'none' } }}
      data-state={open ? 'open' : 'closed'}
    >
      <Flex alignItems="center" justifyContent="space-between" px="4" minH="16" bg="brand.900" color="white">
        <Box id={titleId} fontWeight="800" fontSize="lg">
          {title}
        </Box>
        <IconButton
          ref={closeRef}
          label={closeLabel}
          icon={<CloseIcon />}
          color="inherit"
          _hover={{ bg: 'brand.700' }}
          onClick={() => close()}
        />
      </Flex>
      {opened && children}
    </Box>
  );
}

/** Whether `target` is inside a dialog other than `panel` (one opened from the panel's content). */
function inNestedDialog(target: EventTarget | null, panel: HTMLElement | null): boolean {
  const dialog = (target as HTMLElement | null)?.closest?.('dialog, [role="dialog"]');
  return Boolean(dialog) && dialog !== panel;
}
