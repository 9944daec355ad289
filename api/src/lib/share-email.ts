import type { Customer } from '@rsm/shared/schemas';
import { escapeHtml } from './html';
import { sharedPlaylistLink } from './shared-playlist-link';

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

/** The sender's note as the email quotes it: its line breaks kept, addresses out, as for names. */
export function mailSafeMessage(message: string | undefined): string | null {
  const lines = (message ?? '').split(/\r?\n/).map((line) => mailSafeName(line, 1000));
  const text = lines.join('\n').trim();
  return text ? text.slice(0, 1000) : null;
}

const WORDING = {
  en: {
    subject: (who: string, name: string) => `${who} shared the playlist "${name}" with you`,
    intro: (who: string, name: string) => `${who} shared the playlist "${name}" with you.`,
    note: (who: string) => `${who} wrote:`,
    listen: 'Listen to it here:',
    open: 'Listen to the playlist',
  },
  pt: {
    subject: (who: string, name: string) => `${who} compartilhou a playlist "${name}" com você`,
    intro: (who: string, name: string) => `${who} compartilhou a playlist "${name}" com você.`,
    note: (who: string) => `${who} escreveu:`,
    listen: 'Ouça aqui:',
    open: 'Ouvir a playlist',
  },
} as const;

/**
 * The email sent with a shared playlist, as text and HTML (a button to the playlist), in the sender's language (the recipient's is unknown: they may have no
 * account); the link opens the web app's shared-playlist page with the token.
 */
export function shareEmail(
  sender: Customer,
  project: { id: number; name: string },
  token: string,
  siteUrl: string,
  options: { language?: 'en' | 'pt'; message?: string | null } = {},
): { subject: string; body: string; html: string } {
  const words = WORDING[options.language ?? 'en'];
  const who = mailSafeName(`${sender.first_name} ${sender.last_name}`) || sender.email;
  const name = mailSafeName(project.name);
  const link = sharedPlaylistLink(siteUrl, project.id, token);
  const message = mailSafeMessage(options.message ?? undefined);
  const note = message ? `${words.note(who)}\n\n${message.replace(/^/gm, '> ')}\n\n` : '';
  const quoted = message
    ? `<p>${escapeHtml(words.note(who))}</p><blockquote style="margin:0 0 16px;padding:8px 16px;border-left:3px solid #c2187a">` +
      `${message.split('\n').map(escapeHtml).join('<br>')}</blockquote>`
    : '';
  const html =
    `<!doctype html><html lang="${options.language === 'pt' ? 'pt-BR' : 'en'}"><body style="font-family:sans-serif">` +
    `<p>${escapeHtml(words.intro(who, name))}</p>${quoted}` +
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;border-radius:6px;` +
    `background:#c2187a;color:#fff;text-decoration:none">${escapeHtml(words.open)}</a></p>` +
    `<p style="color:#666">${escapeHtml(words.listen)} ${escapeHtml(link)}</p><p>RSM Music</p></body></html>`;
  return {
    subject: words.subject(who, name),
    body: `${words.intro(who, name)}\n\n${note}${words.listen} ${link}\n`,
    html,
  };
}
