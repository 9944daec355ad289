import { ofetch, type FetchOptions } from 'ofetch';
import { $authHeaders, AUTH_HEADER_NAMES, clearAuth, rememberAuthHeaders } from '../bus/auth-store';
import { $locale, LOCALE_HEADER } from '../bus/locale-store';
import { apiBaseUrl } from '../config/runtime-config';

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

/**
 * The one HTTP client of every app: the base URL from the runtime config, Accept-Language from the locale, the
 * auth headers when present and picked up again from every response. A 401 clears the session (spec §4.6); so does
 * any error the server answers to the customer query while a token exists (see session/customer-query). The host
 * reacts to a cleared session by invalidating the customer query.
 */
export const api = ofetch.create(
  {
    retry: 0,
    onRequest({ options }) {
      options.baseURL = apiBaseUrl();
      const headers = new Headers(options.headers);
      headers.set('Accept-Language', LOCALE_HEADER[$locale.get()]);
      if (!headers.has('Content-Type') && options.body && !(options.body instanceof FormData)) {
        headers.set('Content-Type', 'application/json');
      }
      const auth = $authHeaders.get();
      if (auth) for (const name of AUTH_HEADER_NAMES) headers.set(name, auth[name]);
      options.headers = headers;
    },
    onResponse({ response }) {
      rememberAuthHeaders((name) => response.headers.get(name));
    },
    onResponseError({ response }) {
      // A stale or revoked token: forget it so the next request goes out as a visitor.
      if (response.status === 401) clearAuth();
    },
  },
  // Bound at call time, not at import, so the page's (or a test's) fetch is the one used.
  { fetch: ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args)) as typeof fetch },
);

/** Calls the API and turns any failure into an ApiError with the server's message. */
export async function request<T>(path: string, options: FetchOptions<'json'> = {}): Promise<T> {
  try {
    return await api<T>(path, options);
  } catch (error) {
    const { status, data } = error as { status?: number; data?: unknown };
    throw new ApiError(status ?? 0, data, serverMessage(data) ?? (error as Error).message);
  }
}

/** An absolute API URL for links the browser follows itself (downloads, audio). */
export function apiUrl(
  path: string,
  query: Record<string, string | number | boolean | undefined> = {},
): string {
  const url = new URL(path.replace(/^\//, ''), apiBaseUrl().replace(/\/?$/, '/'));
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) url.searchParams.set(key, String(value));
  return url.toString();
}
