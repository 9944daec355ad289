/**
 * Confirmation and reset links send the browser to a URL the client chose; only allow-listed origins are followed,
 * so the links can never be turned into an open redirect.
 */
export function redirectOrigins(configured: string[], publicUrl: string): Set<string> {
  const origins = new Set<string>([new URL(publicUrl).origin]);
  for (const origin of configured) {
    try {
      origins.add(new URL(origin).origin);
    } catch {
      // A malformed entry allows nothing rather than failing the start.
    }
  }
  return origins;
}

/**
 * An allow-listed origin, and the page it carries on to (its own `redirect` parameter, the return address kept
 * through sign-up and sign-in) a path of that same site: `//host`, `/\host` or `https://host` would lead elsewhere.
 */
export function isAllowedRedirect(url: string, origins: Set<string>): boolean {
  try {
    const parsed = new URL(url);
    const onward = parsed.searchParams.get('redirect');
    return (
      (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
      origins.has(parsed.origin) &&
      (onward === null || isSameSitePath(onward, parsed.origin))
    );
  } catch {
    return false;
  }
}

function isSameSitePath(path: string, origin: string): boolean {
  return path.startsWith('/') && !/[\\\s]/.test(path) && new URL(path, origin).origin === origin;
}

/** The URL with the parameters set (existing ones of the same name replaced). */
export function withParams(url: string, params: Record<string, string>): string {
  const parsed = new URL(url);
  for (const [name, value] of Object.entries(params)) parsed.searchParams.set(name, value);
  return parsed.toString();
}

export const redirectNotAllowed = (url: string): string => `Redirect to '${url}' not allowed.`;
