import { ApiError, Box, ErrorState, LoadingState, NotFoundPage } from '@rsm/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * The page of one album, playlist, catalogue or track: the not-found page when the API has no such thing, the error
 * with a retry, skeletons while it loads, then the page in the catalogue's column.
 */
export function DetailPage<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  if (query.isPending) return <LoadingState rows={8} />;
  return (
    <Box maxW="80rem" mx="auto" px="4" py="6">
      {children(query.data)}
    </Box>
  );
}
