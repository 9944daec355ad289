import { Box, ErrorState, Heading, RouterLink } from '@rsm/shared';
import type { ReactNode } from 'react';

interface HomeSectionProps {
  /** The heading's id, which names the section for screen readers. */
  id: string;
  title: ReactNode;
  /** The section's query: on failure the section offers a retry in place of its content. */
  query: { isError: boolean; refetch: () => unknown };
  /** Where the section's "See all" link leads, and its words. */
  seeAll: { to: string; label: ReactNode };
  children: ReactNode;
}

/** A section of the home page: a heading, a grid (or the retry of its failed query), and a link to the whole list. */
export function HomeSection({ id, title, query, seeAll, children }: HomeSectionProps) {
  return (
    <Box as="section" aria-labelledby={id} py="8">
      <Heading id={id} as="h2" textStyle="section" mb="5">
        {title}
      </Heading>
      {query.isError ? <ErrorState onRetry={() => void query.refetch()} /> : children}
      <RouterLink to={seeAll.to} display="inline-block" mt="4" fontWeight="600" color="brand.600">
        {seeAll.label}
      </RouterLink>
    </Box>
  );
}
