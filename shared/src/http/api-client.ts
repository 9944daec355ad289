import { ofetch, type FetchOptions } from 'ofetch';
import { $authHeaders, AUTH_HEADER_NAMES, clearAuth, rememberAuthHeaders } from '../bus/auth-store';
import { $locale, LOCALE_HEADER } from '../bus/locale-store';
import type { output } from 'zod/v4/core';
import { apiBaseUrl } from '../config/runtime-config';
import { ApiError, serverMessage } from './api-error';
import { checkResponse, type AnswerSchema } from './response-check';

export { ApiError, serverMessage };

/**
 * The one HTTP client of every app: the base URL from the runtime config, Accept-Language from the locale, the
 * auth headers when present and picked up again from every response. A 401 clears the session; so does
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

export type RequestOptions = FetchOptions<'json'>;
/**
 * A schema, or a loader of one: code on every page's first load (the session, the track table) loads its schemas,
 * and zod with them, in a chunk of its own while the request is under way, instead of adding them to the first load.
 */
export type SchemaOption<S extends AnswerSchema> = S | (() => Promise<S>);

/**
 * Calls the API and turns any failure into an ApiError with the server's message. Given the answer's `schema` (from
 * @rsm/shared/schemas), the answer is checked against it and typed by it: an answer of another shape is a
 * ResponseMismatchError (reported, see response-check), never a crash further down the page.
 */
export async function request<S extends AnswerSchema>(
  path: string,
  options: RequestOptions & { schema: SchemaOption<S>; askedAt?: Error },
): Promise<output<S>>;
export async function request<T>(path: string, options?: RequestOptions): Promise<T>;
export async function request(
  path: string,
  {
    schema,
    askedAt,
    ...options
  }: RequestOptions & { schema?: SchemaOption<AnswerSchema>; askedAt?: Error } = {},
): Promise<unknown> {
  // Taken before the first await, the stack still names the app's code that asked; a request run later on the app's
  // behalf (a query's function, called by react-query) brings `askedAt`, an Error made where the app asked for it.
  const callSite = schema ? (askedAt ?? new Error()).stack : undefined;
  const checker = typeof schema === 'function' ? schema() : schema;
  let data: unknown;
  try {
    data = await api(path, options);
  } catch (error) {
    const { status, data } = error as { status?: number; data?: unknown };
    throw new ApiError(status ?? 0, data, serverMessage(data) ?? (error as Error).message);
  }
  return checker ? checkResponse(path, await checker, data, callSite) : data;
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
