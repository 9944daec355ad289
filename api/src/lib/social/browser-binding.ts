import { randomToken } from '../tokens';

const COOKIE = 'rsm_social_sign_in';
/** As long as a pending sign-in lives (social-sign-in-repository's PENDING_MINUTES). */
const MAX_AGE_SECONDS = 10 * 60;

/**
 * The cookie that ties a social sign-in to the browser that started it (login CSRF: without it, a callback link
 * made by an attacker signs the victim's browser in to the attacker's account). Lax, so the provider's top-level
 * redirect back carries it; scoped to the sign-in routes and unreadable by scripts.
 */
export function browserBinding(publicUrl: string): { value: string; cookie: string } {
  const value = randomToken();
  const secure = publicUrl.startsWith('https:') ? '; Secure' : '';
  return {
    value,
    cookie: `${COOKIE}=${value}; Path=/v1/oauth/authorizations; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
  };
}

/** The binding value the request's Cookie header carries, or null. */
export function readBrowserBinding(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === COOKIE && value.length) return value.join('=') || null;
  }
  return null;
}
