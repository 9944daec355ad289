import { Box, Heading, usePageTitle } from '@rsm/shared';
import type { ReactNode } from 'react';

/** A list page of the catalogue (albums, catalogues, playlists): its title, for the tab and as the heading, then the list. */
export function ListPage({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Box maxW="80rem" mx="auto" px="4" py="6">
      <Heading as="h1" fontSize="3xl" mb="6">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
