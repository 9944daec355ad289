import { useLingui } from '@lingui/react/macro';
import {
  ApiError,
  ErrorState,
  PageFrame,
  QueryState,
  type PageFrameProps,
  type QueryStateProps,
} from '@rsm/shared';
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

/** The usual states of a query: composers only (403), not found (404), error with retry, loading, data. */
export function QueryView<T>(props: QueryStateProps<T>) {
  // The customer on the bus may be stale; the API has the last word on who is a composer.
  if (isForbidden(props.query.error)) return <ComposerOnly />;
  if (isNotFound(props.query.error)) return <NotFound />;
  return <QueryState {...props} />;
}
