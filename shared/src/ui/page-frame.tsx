import type { ReactNode } from 'react';
import { Box, Heading } from './primitives';
import { usePageTitle } from './use-page-title';

export interface PageFrameProps {
  title: ReactNode;
  pageTitle: string | undefined;
  children: ReactNode;
}

/**
 * The frame of an app's page: the content column, the h1, then the page. `pageTitle` names the page in the browser's
 * tab; pass `undefined` while the data that names it loads.
 */
export function PageFrame({ title, pageTitle, children }: PageFrameProps) {
  usePageTitle(pageTitle);
  return (
    <Box maxW="80rem" mx="auto" px="4" py="6">
      <Heading as="h1" fontSize="3xl" mb="6">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
