import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from './states';

/** What a view needs of a query: react-query's result, or one made from it. */
export interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  isPending: boolean;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  rows?: number;
  children: (data: T) => ReactNode;
}

/** The translated error with a retry, skeletons while loading, else the content. */
export function QueryState<T>({ query, rows = 6, children }: QueryStateProps<T>) {
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  if (query.isPending || query.data === undefined) return <LoadingState rows={rows} />;
  return <>{children(query.data)}</>;
}
