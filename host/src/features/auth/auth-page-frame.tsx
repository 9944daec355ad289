import { Box, Heading } from '@rsm/shared';
import type { ReactNode } from 'react';

/** The narrow column the session pages share. */
export function AuthPageFrame({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Box maxW="28rem" mx="auto" px="4" py="12">
      <Heading as="h1" fontSize="2xl" mb="6">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
