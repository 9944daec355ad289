import { Box, PageHeading } from '@rsm/shared';
import type { ReactNode } from 'react';

/** The narrow column the session pages share. */
export function AuthPageFrame({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Box maxW="28rem" mx="auto" px="4" py="12">
      <PageHeading mb="6">{title}</PageHeading>
      {children}
    </Box>
  );
}
