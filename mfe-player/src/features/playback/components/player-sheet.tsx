import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import {
  $currentItem,
  Box,
  CloseIcon,
  EyeOffIcon,
  Flex,
  Heading,
  IconButton,
  InfoIcon,
  paths,
  RouterLink,
  setDesktopHidden,
  setSheetOpened,
  Span,
  Text,
  useNavigate,
} from '@rsm/shared';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Cover } from '../../../components/cover';
import { PlayerAddButton } from '../../../components/player-add-button';
import { PlayerDownloadButton } from '../../../components/player-download-button';
import { PlayerFindSimilar } from '../../../components/player-find-similar';
import { SeekBar } from './seek-bar';
import { ShareButton } from './share-button';
import { useSheetDrag } from './sheet-drag';
import { TransportControls } from './transport-controls';

const close = () => setSheetOpened(false);

/** The add-to-playlist dialog opens 300 ms after the sheet has closed. */
export const SHEET_DIALOG_DELAY = 300;
const closeThenOpen = (open: () => void) => {
  close();
  setTimeout(open, SHEET_DIALOG_DELAY);
};

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A modal keeps Tab inside it: from the last control back to the first, and the other way with Shift. */
function keepFocusInside(event: KeyboardEvent<HTMLElement>) {
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The mobile full-screen player: a dialog named by the track's title, closed by its close button,
 * Escape, or a drag down past a third of the window.
 */
export function PlayerSheet() {
  const { t } = useLingui();
  const item = useStore($currentItem);
  const navigate = useNavigate();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const { offset, dragging, handleProps } = useSheetDrag(close);
  // Slides up from below on open; the transform is dropped while a finger drags so the sheet follows it exactly.
  const [entered, setEntered] = useState(false);

  useEffect(() => {
    const frame = requestAnimationFrame(() => setEntered(true));
    closeRef.current?.focus();
    // The page behind must not scroll under a full-screen sheet.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      cancelAnimationFrame(frame);
      document.body.style.overflow = overflow;
    };
  }, []);

  if (!item) return null;
  const hide = () => {
    close();
    setDesktopHidden(true);
  };
  return (
    <Box
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      position="fixed"
      inset="0"
      zIndex="overlay"
      bg="white"
      display="flex"
      flexDirection="column"
      overflowY="auto"
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
        if (event.key === 'Tab') keepFocusInside(event);
      }}
      style={{
        transform: entered ? `translateY(${offset}px)` : 'translateY(100%)',
        transition: dragging ? 'none' : 'transform 0.25s ease-out',
      }}
    >
      <Box
        {...handleProps}
        flexShrink={0}
        h="8"
        display="flex"
        alignItems="center"
        justifyContent="center"
        cursor="grab"
        touchAction="none"
        aria-hidden="true"
      >
        <Box w="10" h="1" borderRadius="full" bg="line" />
      </Box>
      <Flex px="4" alignItems="center" justifyContent="space-between" gap="2">
        <RouterLink
          to={paths.home()}
          fontWeight="800"
          fontSize="lg"
          textDecoration="none"
          color="brand.900"
          onClick={close}
        >
          RSM <Span srOnly>{t`Home`}</Span>
        </RouterLink>
        <Flex gap="1">
          <IconButton label={t`Hide player`} icon={<EyeOffIcon />} onClick={hide} />
          <IconButton ref={closeRef} label={t`Close`} icon={<CloseIcon />} onClick={close} />
        </Flex>
      </Flex>
      <Flex flex="1" flexDirection="column" alignItems="center" justifyContent="center" gap="5" px="6" py="4">
        <Cover src={item.image} size="min(80vw, 40vh)" />
        <Box textAlign="center" w="full" minW="0">
          <Heading id={titleId} as="h2" fontSize="xl" truncate>
            {item.trackPageUrl ? (
              <RouterLink to={item.trackPageUrl} onClick={close}>
                {item.title}
              </RouterLink>
            ) : (
              item.title
            )}
          </Heading>
          {item.albumPageUrl && (
            <Text mt="1" truncate>
              <RouterLink to={item.albumPageUrl} color="muted" onClick={close}>
                {item.albumName}
              </RouterLink>
            </Text>
          )}
        </Box>
        <Flex gap="2" alignItems="center" justifyContent="center">
          <PlayerAddButton item={item} size="icon" openDialog={closeThenOpen} />
          <PlayerDownloadButton item={item} size="icon" />
          <PlayerFindSimilar item={item} size="icon" onBeforeNavigate={close} />
        </Flex>
        <Box w="full">
          <SeekBar waveform />
        </Box>
        <Flex w="full" alignItems="center" justifyContent="space-between">
          <ShareButton item={item} />
          <TransportControls />
          {item.trackPageUrl ? (
            <IconButton
              label={t`Track details`}
              icon={<InfoIcon />}
              onClick={() => {
                close();
                navigate(item.trackPageUrl!);
              }}
            />
          ) : (
            <Box w="10" />
          )}
        </Flex>
      </Flex>
    </Box>
  );
}
