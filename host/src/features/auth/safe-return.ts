const HERE = 'https://site.invalid';

/**
 * Only same-site paths are followed after signing in (by password or a provider), never another origin. Browsers
 * read `\` as `/` and drop tabs and line breaks inside a URL, so `/\evil.example` and `/\t/evil.example` lead
 * elsewhere as `//evil.example` does; an encoded `%2F` or `%5C` may be decoded once more on the way. Any of them,
 * or anything the URL parser places on another origin, returns home instead.
 */
export function safeReturn(redirect: string | null): string {
  if (!redirect || !redirect.startsWith('/')) return '/';
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\\\u0000-\u001f\u007f]/.test(redirect)) return '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(redirect);
  } catch {
    return '/';
  }
  if (/^\/[/\\]/.test(decoded) || /\\/.test(decoded)) return '/';
  const url = new URL(redirect, HERE);
  if (url.origin !== HERE) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The return address to carry on a link to the next step: none when it is the home page, the default anyway. */
export const carried = (returnTo: string): string | undefined => (returnTo === '/' ? undefined : returnTo);
