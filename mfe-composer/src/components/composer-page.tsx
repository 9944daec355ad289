import { useLingui } from '@lingui/react/macro';
import { ApiError, ErrorState, LoadingState, PageFrame, type PageFrameProps } from '@rsm/shared';
import type { ReactNode } from 'react';
import { ComposerGate } from './composer-gate';
import { ComposerOnly } from './composer-only';

/**
 * Every composer page: the app's page frame, with the composer-only gate around the content. `pageTitle` names the
 * page in the browser's tab: the brief's or track's name where there is one (undefined while it loads).
 */
export function ComposerPage({ children, ...frame }: PageFrameProps) {
  return (
    <PageFrame {...frame}>
      <ComposerGate>{children}</ComposerGate>
    </PageFrame>
  );
}

export const isForbidden = (error: unknown): boolean => error instanceof ApiError && error.status === 403;
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** A refusal or a missing record will not change on a second try. */
export const retryUnlessRefused = (failures: number, error: unknown): boolean =>
  !(error instanceof ApiError && [403, 404].includes(error.status)) && failures < 1;

function NotFound() {
  const { t } = useLingui();
  return <ErrorState message={t`This page does not exist or belongs to another account.`} />;
}

export interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  isPending: boolean;
  refetch: () => unknown;
}

/** The usual states of a query: composers only (403), not found (404), error with retry, loading, data. */
export function QueryView<T>({
  query,
  rows = 6,
  children,
}: {
  query: QueryLike<T>;
  rows?: number;
  children: (data: T) => ReactNode;
}) {
  // The customer on the bus may be stale; the API has the last word on who is a composer.
  if (isForbidden(query.error)) return <ComposerOnly />;
  if (isNotFound(query.error)) return <NotFound />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  if (query.isPending || query.data === undefined) return <LoadingState rows={rows} />;
  return children(query.data);
}
