import { computed } from 'nanostores';
import { persistentAtom } from './persistent-atom';

export const AUTH_HEADER_NAMES = ['access-token', 'client', 'uid', 'expiry'] as const;
export type AuthHeaderName = (typeof AUTH_HEADER_NAMES)[number];
export type AuthHeaders = Record<AuthHeaderName, string>;

function isAuthHeaders(value: unknown): value is AuthHeaders | null {
  if (value === null) return true;
  if (typeof value !== 'object') return false;
  return AUTH_HEADER_NAMES.every((name) => typeof (value as Record<string, unknown>)[name] === 'string');
}

export const $authHeaders = persistentAtom<AuthHeaders | null>('rsm:auth', null, isAuthHeaders);

/** Logged in only when all four header values are present. */
export const $isLoggedIn = computed($authHeaders, (headers) =>
  headers ? AUTH_HEADER_NAMES.every((name) => headers[name].length > 0) : false,
);

/** Keeps the headers a response carries; a partial set is ignored. */
export function rememberAuthHeaders(read: (name: AuthHeaderName) => string | null | undefined): void {
  const values = AUTH_HEADER_NAMES.map((name) => [name, read(name) ?? ''] as const);
  if (values.some(([, value]) => !value)) return;
  const next = Object.fromEntries(values) as AuthHeaders;
  const current = $authHeaders.get();
  if (current && AUTH_HEADER_NAMES.every((name) => current[name] === next[name])) return;
  $authHeaders.set(next);
}

export function clearAuth(): void {
  if ($authHeaders.get() !== null) $authHeaders.set(null);
}
