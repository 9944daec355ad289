import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { IconButton } from './button';
import { CloseIcon } from './icons';
import { chakra } from '@chakra-ui/react/styled-system';
import { Box, Flex, Heading } from './primitives';

const DialogElement = chakra('dialog');

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  maxWidth?: string;
}

/**
 * A modal on the native <dialog> element: role dialog named by its title, focus moved in and kept in, the page
 * behind inert, closed by Escape, the close button or a click on the overlay (spec §2.9).
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
        </Box>
      )}
    </DialogElement>
  );
}
