import { Trans } from '@lingui/react/macro';
import { Box, Heading, RouterLink, Text } from './primitives';

/** The translated 404, used by the host and by a remote for an unknown path under its routes. */
export function NotFoundPage() {
  return (
    <Box as="section" py="16" px="4" textAlign="center">
      <Heading as="h1" fontSize="3xl" mb="3">
        <Trans>Page not found</Trans>
      </Heading>
      <Text color="muted" mb="6">
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </Text>
      <RouterLink to="/" color="brand.600" fontWeight="600">
        <Trans>Back to the home page</Trans>
      </RouterLink>
    </Box>
  );
}
