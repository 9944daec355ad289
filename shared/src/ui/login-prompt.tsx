import { Trans } from '@lingui/react/macro';
import { paths } from '../paths';
import { Flex, RouterLink, Stack, Text } from './primitives';
import type { ReactNode } from 'react';
import { createPath, useLocation } from 'react-router-dom';

/** What a visitor sees in place of a customer's own data: log in (and come back here) or create an account. */
export function LoginPrompt({ children }: { children: ReactNode }) {
  const location = useLocation();
  return (
    <Stack py="8" alignItems="flex-start">
      <Text>{children}</Text>
      <Flex gap="4" flexWrap="wrap">
        <RouterLink to={paths.login(createPath(location))} fontWeight="600" color="brand.600">
          <Trans>Log in</Trans>
        </RouterLink>
        <RouterLink to={paths.register()} fontWeight="600" color="brand.600">
          <Trans>Create an account</Trans>
        </RouterLink>
      </Flex>
    </Stack>
  );
}
