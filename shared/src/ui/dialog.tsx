import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { IconButton } from './button';
import { CloseIcon } from './icons';
import { chakra } from '@chakra-ui/react/styled-system';
import { Box, Flex, Heading } from './primitives';
import { Toaster } from './toaster';

const DialogElement = chakra('dialog');

const TABBABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';

/** What Tab reaches inside `root`, in order: enabled, not taken out of the tab order, not hidden. */
function tabbablesIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(':disabled') &&
      !element.closest('[hidden], [inert]') &&
      !(element instanceof HTMLInputElement && element.type === 'hidden'),
  );
}

/**
 * Keeps Tab inside the dialog: from its last control to its first, and Shift+Tab the other way. A modal <dialog>
 * makes the page behind inert, but the browser still lets Tab leave for its own toolbar once before coming back.
 */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab' || event.defaultPrevented) return;
  const tabbables = tabbablesIn(event.currentTarget);
  const first = tabbables[0];
  const last = tabbables[tabbables.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  const leaving = event.shiftKey
    ? active === first || active === event.currentTarget
    : active === last || !event.currentTarget.contains(active);
  if (!leaving) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  maxWidth?: string;
}

/**
 * The app's one modal, on the native <dialog> element: role dialog named by its title, focus moved in and kept in
 * (Tab wraps around its controls), the page behind inert, closed by Escape, the close button or a click on the overlay.
 */
export function Dialog({ open, onClose, title, children, footer, maxWidth = '32rem' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useLingui();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <DialogElement
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={keepTabInside}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself, outside its content box.
        if (event.target === ref.current) onClose();
      }}
      p="0"
      border="none"
      borderRadius="lg"
      boxShadow="lg"
      w="calc(100% - 2rem)"
      maxW={maxWidth}
      css={{ '&::backdrop': { background: 'rgba(11,31,58,.55)' } }}
    >
      {open && (
        <Box p="5">
          <Flex alignItems="center" justifyContent="space-between" gap="3" mb="4">
            <Heading id={titleId} as="h2" fontSize="xl">
              {title}
            </Heading>
            <IconButton label={t`Close`} icon={<CloseIcon />} onClick={onClose} size="iconSm" />
          </Flex>
          {children}
          {footer && (
            <Flex justifyContent="flex-end" gap="3" mt="5">
              {footer}
            </Flex>
          )}
          {/* Toasts raised while the dialog is open show in it, above its backdrop, where they can be read. */}
          <Toaster />
        </Box>
      )}
    </DialogElement>
  );
}
