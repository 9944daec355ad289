import { ApiError } from '@rsm/shared';

/** Field errors of a Rails answer `{ errors: { field: [...] } }`, first message per field. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.data || typeof error.data !== 'object') return {};
  const errors = (error.data as { errors?: unknown }).errors;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return {};
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
    if (field === 'full_messages') continue;
    if (Array.isArray(messages) && typeof messages[0] === 'string') result[field] = messages[0];
  }
  return result;
}

/** Whether any message the server gave for `field` contains `text`. */
export function fieldErrorContains(error: unknown, field: string, text: string): boolean {
  if (!(error instanceof ApiError) || !error.data || typeof error.data !== 'object') return false;
  const messages = ((error.data as { errors?: Record<string, unknown> }).errors ?? {})[field];
  return (
    Array.isArray(messages) &&
    messages.some((message) => typeof message === 'string' && message.includes(text))
  );
}

/** Puts the server's first message for each of `fields` on that field of the form. */
export function setServerFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  setError: (field: F, error: { message: string }) => void,
): void {
  for (const [field, message] of Object.entries(fieldErrors(error)))
    if ((fields as readonly string[]).includes(field)) setError(field as F, { message });
}
