/** What a pasted shared link or code holds: the emailed token, and the playlist's id when the whole link was pasted. */
export type SharedLink = { token: string; id?: string };

/** The tokens the server issues are URL-safe base64; anything shorter is a typo or a truncated paste. */
const TOKEN = /^[A-Za-z0-9_-]{16,}$/;
const SHARED_PATH = /^\/shared-playlists\/([^/]+)\/?$/;

/**
 * Reads what a customer pastes into the "open a shared playlist" field: the whole link from the email (with or
 * without the site's address, from any host the email was sent from), or the code alone. Null when it is neither.
 */
export function parseSharedLink(input: string): SharedLink | null {
  const text = input.trim();
  if (!text) return null;
  if (TOKEN.test(text)) return { token: text };
  let url: URL;
  try {
    url = new URL(text, 'https://placeholder.invalid');
  } catch {
    return null;
  }
  const token = url.searchParams.get('token') ?? '';
  if (!TOKEN.test(token)) return null;
  const id = SHARED_PATH.exec(url.pathname)?.[1];
  return id ? { token, id: decodeURIComponent(id) } : { token };
}
