import type { $ZodIssue, $ZodType, output } from 'zod/v4/core';
import { ApiError } from './api-error';

/**
 * A schema of an answer, zod/mini or classic: each carries its own parser, so checking an answer adds no copy of zod
 * to the page beside the one the schema came with.
 */
export type AnswerSchema = $ZodType & {
  safeParse(
    data: unknown,
    params?: { jitless?: boolean },
  ): { success: true; data: unknown } | { success: false; error: { issues: $ZodIssue[] } };
};

/**
 * An answer of the API that does not have the shape its schema in @rsm/shared describes: a release of the API and a
 * release of an app disagree. The page shows its error state (a query's error, like any failed request) instead of
 * crashing on a missing field, and the mismatch is reported with the app that asked (see `onResponseMismatch`).
 */
export class ResponseMismatchError extends ApiError {
  constructor(
    readonly path: string,
    readonly issues: readonly $ZodIssue[],
    /** A stack taken where the app called, so a reporter can tell which app's code asked. */
    readonly callSite: string | undefined,
  ) {
    const first = issues[0];
    const where = first ? `${first.path.join('.') || '(root)'}: ${first.message}` : 'unknown';
    super(200, null, `Unexpected answer from ${path} (${where})`);
    this.name = 'ResponseMismatchError';
  }
}

type MismatchListener = (error: ResponseMismatchError) => void;
const listeners = new Set<MismatchListener>();

/** Hears every answer that failed its schema (the host reports them with the app and version); returns the unsubscribe. */
export function onResponseMismatch(listener: MismatchListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The answer, parsed by its schema; a mismatch is told to every listener and thrown as ResponseMismatchError. */
export function checkResponse<S extends AnswerSchema>(
  path: string,
  schema: S,
  data: unknown,
  callSite: string | undefined,
): output<S> {
  // Without zod's compiled fast path: compiling it costs more than it saves on the few answers of each shape a page
  // parses, and it would run inside the page's first render.
  const result = schema.safeParse(data, { jitless: true });
  if (result.success) return result.data as output<S>;
  const error = new ResponseMismatchError(path, result.error.issues, callSite);
  for (const listener of listeners) {
    try {
      listener(error);
    } catch {
      // A reporter that fails must not turn an error state into a crash.
    }
  }
  throw error;
}
