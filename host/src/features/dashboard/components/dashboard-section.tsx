import { Box, Flex, Heading, RouterLink } from '@rsm/shared';
import { useId, type ReactNode } from 'react';

/** One block of the dashboard: a heading, a link to the full list, the content. */
export function DashboardSection({
  title,
  moreLabel,
  moreTo,
  children,
}: {
  title: string;
  moreLabel: string;
  moreTo: string;
  children: ReactNode;
}) {
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
      {children}
    </Box>
  );
}
