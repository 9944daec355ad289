/** An API failure with the server's message when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The message a devise_token_auth or Rails API puts in its error body, if any. */
export function serverMessage(data: unknown): string | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const body = data as { message?: unknown; error?: unknown; errors?: unknown };
  if (typeof body.message === 'string') return body.message;
  if (typeof body.error === 'string') return body.error;
  if (Array.isArray(body.errors) && typeof body.errors[0] === 'string') return body.errors[0];
  if (body.errors && typeof body.errors === 'object') {
    const full = (body.errors as { full_messages?: unknown }).full_messages;
    if (Array.isArray(full) && typeof full[0] === 'string') return full[0];
  }
  return undefined;
}
