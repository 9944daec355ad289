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

export function isAllowedRedirect(url: string, origins: Set<string>): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && origins.has(parsed.origin);
  } catch {
    return false;
  }
}

/** The URL with the parameters set (existing ones of the same name replaced). */
export function withParams(url: string, params: Record<string, string>): string {
  const parsed = new URL(url);
  for (const [name, value] of Object.entries(params)) parsed.searchParams.set(name, value);
  return parsed.toString();
}

export const redirectNotAllowed = (url: string): string => `Redirect to '${url}' not allowed.`;
