import type { Customer } from '@rsm/shared/schemas';

/** Web addresses and bare domains (example.com/x): a mail client would turn them into links. */
const LINK_LIKE = /\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S*|\b[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\b(?:\/\S*)?/gi;
// eslint-disable-next-line no-control-regex -- control characters are what it takes out
const CONTROL = /[\u0000-\u001f\u007f]+/g;

/**
 * A name the customer typed, fit for a mail sent in the library's name to someone else: no line breaks (header
 * injection), no addresses that the mail client would make clickable, and not endless.
 */
export function mailSafeName(name: string, max = 80): string {
  const cleaned = name.replace(CONTROL, ' ').replace(LINK_LIKE, '[link removed]').replace(/\s+/g, ' ').trim();
  return cleaned.length > max ? `${cleaned.slice(0, max - 1)}…` : cleaned;
}

/** The email sent with a shared playlist; the link opens the web app's shared-playlist page with the token. */
export function shareEmail(
  sender: Customer,
  project: { id: number; name: string },
  token: string,
  siteUrl: string,
): { subject: string; body: string } {
  const who = mailSafeName(`${sender.first_name} ${sender.last_name}`) || sender.email;
  const name = mailSafeName(project.name);
  const link = `${siteUrl.replace(/\/+$/, '')}/shared-playlists/${project.id}?token=${encodeURIComponent(token)}`;
  return {
    subject: `${who} shared the playlist "${name}" with you`,
    body: `${who} shared the playlist "${name}" with you.\n\nListen to it here: ${link}\n`,
  };
}
