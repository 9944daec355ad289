import { Trans } from '@lingui/react/macro';
import { paths, RouterLink, Stack, Text } from '@rsm/shared';

/** Shown to a signed-in customer who is not a composer, whether we know it already or the API said 403. */
export function ComposerOnly() {
  return (
    <Stack py="8" alignItems="flex-start">
      <Text>
        <Trans>The composer area is only available to composers.</Trans>
      </Text>
      <RouterLink to={paths.home()} fontWeight="600" color="brand.600">
        <Trans>Back to the home page</Trans>
      </RouterLink>
    </Stack>
  );
}
