import { Box, Heading, List, QueryState } from '@rsm/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';

interface CardGridSectionProps<T extends { id: number }> {
  title: ReactNode;
  query: UseQueryResult<T[]>;
  children: (item: T) => ReactNode;
}

/** A titled section of a content page listing what `query` loads as bordered cards, three a row on wide screens. */
export function CardGridSection<T extends { id: number }>({
  title,
  query,
  children,
}: CardGridSectionProps<T>) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} mt="10">
      <Heading id={headingId} as="h2" fontSize="2xl" mb="4">
        {title}
      </Heading>
      <QueryState query={query} rows={3}>
        {(items) => (
          <List display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4">
            {items.map((item) => (
              <Box as="li" key={item.id} layerStyle="card" p="4">
                {children(item)}
              </Box>
            ))}
          </List>
        )}
      </QueryState>
    </Box>
  );
}
