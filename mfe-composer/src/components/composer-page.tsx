import { useLingui } from '@lingui/react/macro';
import { ApiError, Box, ErrorState, Heading, LoadingState, usePageTitle } from '@rsm/shared';
import type { ReactNode } from 'react';
import { ComposerGate } from './composer-gate';
import { ComposerOnly } from './composer-only';

/**
 * Frame of every composer page: a width, the h1, and the composer-only gate around the content. `pageTitle` names the
 * page in the browser's tab: the brief's or track's name where there is one (undefined while it loads).
 */
export function ComposerPage({
  title,
  pageTitle,
  children,
}: {
  title: ReactNode;
  pageTitle: string | undefined;
  children: ReactNode;
}) {
  usePageTitle(pageTitle);
  return (
    <Box maxW="80rem" mx="auto" px="4" py="6">
      <Heading as="h1" fontSize="3xl" mb="6">
        {title}
      </Heading>
      <ComposerGate>{children}</ComposerGate>
    </Box>
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
