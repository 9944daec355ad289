import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect, useState } from 'react';
import { Box, Flex, Text } from './primitives';
import { IconButton } from './button';
import { CloseIcon } from './icons';
import { useLingui } from '@lingui/react/macro';

export type ToastType = 'success' | 'error' | 'info';
interface Toast {
  id: number;
  type: ToastType;
  message: string;
}

/** Default durations and the cap on toasts shown at once. */
export const TOAST_DURATION: Record<ToastType, number> = { success: 2000, error: 4000, info: 3000 };
export const MAX_TOASTS = 20;

const $toasts = atom<Toast[]>([]);
let nextId = 1;

function dismiss(id: number): void {
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

function show(type: ToastType, message: string, duration = TOAST_DURATION[type]): number {
  const id = nextId++;
  const shown = [...$toasts.get(), { id, type, message }];
  $toasts.set(shown.slice(-MAX_TOASTS));
  setTimeout(() => dismiss(id), duration);
  return id;
}

/**
 * The toasters mounted, oldest first: the page's, then each open modal dialog's. Only the newest shows the toasts: the
 * page behind a modal <dialog> is under its backdrop and inert (neither clickable nor read by screen readers).
 */
const $toasters = atom<number[]>([]);
let nextToaster = 1;

function useShowsToasts(): boolean {
  const [id] = useState(() => nextToaster++);
  useEffect(() => {
    $toasters.set([...$toasters.get(), id]);
    return () => $toasters.set($toasters.get().filter((each) => each !== id));
  }, [id]);
  const toasters = useStore($toasters);
  return toasters[toasters.length - 1] === id;
}

/** One toaster for every app: call these from anywhere; the host renders <Toaster /> once, each open dialog its own. */
export const toast = {
  success: (message: string, duration?: number) => show('success', message, duration),
  error: (message: string, duration?: number) => show('error', message, duration),
  info: (message: string, duration?: number) => show('info', message, duration),
  dismiss,
};

const COLORS: Record<ToastType, string> = { success: 'success', error: 'danger', info: 'brand.900' };

export function Toaster() {
  const toasts = useStore($toasts);
  const shows = useShowsToasts();
  const { t } = useLingui();
  if (!shows) return null;
  return (
    <Box
      role="region"
      aria-label={t`Notifications`}
      // From a tablet up, bottom right above the player's bar (80 px), never over the top bar's account menu; on a
      // phone at the top, clear of the player's sheet and its controls at the bottom.
      position="fixed"
      top={{ base: '4', md: 'auto' }}
      bottom={{ base: 'auto', md: '24' }}
      right="4"
      left={{ base: '4', md: 'auto' }}
      zIndex="toast"
      display="flex"
      flexDirection="column"
      gap="2"
      maxW="24rem"
    >
      {toasts.map((item) => (
        <Flex
          key={item.id}
          role={item.type === 'error' ? 'alert' : 'status'}
          bg={COLORS[item.type]}
          color="white"
          borderRadius="md"
          boxShadow="md"
          px="4"
          py="3"
          alignItems="center"
          gap="3"
        >
          <Text flex="1">{item.message}</Text>
          <IconButton
            label={t`Dismiss`}
            icon={<CloseIcon size={16} />}
            size="iconSm"
            onClick={() => dismiss(item.id)}
          />
        </Flex>
      ))}
    </Box>
  );
}
