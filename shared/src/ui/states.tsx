import { Trans } from '@lingui/react/macro';
import { Button } from './button';
import { Box, Stack, Text } from './primitives';
import { recipes } from './recipes';
import { chakra } from '@chakra-ui/react/styled-system';

export const Skeleton = chakra('div', recipes.skeleton);

/** Shown when a request failed: never a blank page, always a way to try again. */
export function ErrorState({ onRetry, message }: { onRetry?: () => void; message?: string }) {
  return (
    <Stack role="alert" alignItems="flex-start" py="6">
      <Text fontWeight="600">
        {message ?? <Trans>Something went wrong while loading this content.</Trans>}
      </Text>
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      )}
    </Stack>
  );
}

export function EmptyState({ children }: { children?: React.ReactNode }) {
  return (
    <Box py="8" textAlign="center" color="muted">
      {children ?? <Trans>No items to show here yet.</Trans>}
    </Box>
  );
}

export function LoadingState({ rows = 12 }: { rows?: number }) {
  return (
    <Stack aria-busy="true" aria-live="polite">
      <Text srOnly>
        <Trans>Loading…</Trans>
      </Text>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} h="10" />
      ))}
    </Stack>
  );
}
