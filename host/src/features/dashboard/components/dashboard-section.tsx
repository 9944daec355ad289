import { Box, EmptyState, Flex, Heading, QueryState, RouterLink, type QueryLike } from '@rsm/shared';
import { useId, type ReactNode } from 'react';

interface DashboardSectionProps<T, Item> {
  title: string;
  moreLabel: string;
  moreTo: string;
  query: QueryLike<T>;
  /** The entries of the answer the section shows; with none, it says there is nothing yet. */
  itemsOf: (data: T) => Item[];
  children: (items: Item[]) => ReactNode;
}

/** One block of the dashboard: a heading, a link to the full list, the first few entries. */
export function DashboardSection<T, Item>({
  title,
  moreLabel,
  moreTo,
  query,
  itemsOf,
  children,
}: DashboardSectionProps<T, Item>) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} mb="10">
      <Flex alignItems="baseline" justifyContent="space-between" gap="4" mb="3">
        <Heading id={headingId} as="h2" fontSize="xl">
          {title}
        </Heading>
        <RouterLink to={moreTo} fontWeight="600" color="brand.600">
          {moreLabel}
        </RouterLink>
      </Flex>
      <QueryState query={query} rows={3}>
        {(data) => {
          const items = itemsOf(data);
          return items.length === 0 ? <EmptyState /> : children(items);
        }}
      </QueryState>
    </Box>
  );
}
