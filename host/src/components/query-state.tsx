import { ErrorState, LoadingState } from '@rsm/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** Skeletons while loading, the translated error with a retry, else the content. */
export function QueryState<T>({
  query,
  rows = 6,
  children,
}: {
  query: UseQueryResult<T>;
  rows?: number;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingState rows={rows} />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
