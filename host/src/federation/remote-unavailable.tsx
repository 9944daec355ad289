import { Trans } from '@lingui/react/macro';
import { Button, Stack, Text } from '@rsm/shared';
import { useRemoteRetry } from './remote-retry';

/** What a remote's slot shows while that part of the site cannot be reached. */
export function RemoteUnavailable() {
  const retry = useRemoteRetry();
  return (
    <Stack role="alert" alignItems="flex-start" py="4" px="4">
      <Text fontWeight="600">
        <Trans>This part of the site is temporarily unavailable.</Trans>
      </Text>
      {retry && (
        <Button variant="outline" size="sm" onClick={retry}>
          <Trans>Try again</Trans>
        </Button>
      )}
    </Stack>
  );
}
