import { escapeHtml } from './html';
import type { OutboxEmail } from '../repositories/email-outbox-repository';

/**
 * The plain-text body, escaped, with its http(s) URLs as links. The stored HTML part is not rendered: bodies can
 * quote what visitors typed (consultation messages), and escaping text is the only rendering that is always safe.
 */
export function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
}

function emailHtml(email: OutboxEmail): string {
  return `<article>
<h2>${escapeHtml(email.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(email.to_address)}</strong> · <time>${escapeHtml(email.created_at)}</time>${email.sent_at ? ' · sent' : ''}</p>
<pre>${linkify(email.body_text)}</pre>
</article>`;
}

/** The local mailbox: the newest outbox emails, so verification and reset links can be followed without SMTP. */
export function mailboxHtml(emails: OutboxEmail[]): string {
  const list = emails.length ? emails.map(emailHtml).join('\n') : '<p>No emails yet.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Mailbox (development)</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 860px; margin: 2rem auto; padding: 0 1rem; color: #222; }
article { border: 1px solid #ddd; border-radius: 8px; padding: 0.5rem 1rem; margin: 1rem 0; }
h2 { font-size: 1.1rem; margin: 0.5rem 0; } .meta { color: #666; font-size: 0.9rem; }
pre { white-space: pre-wrap; word-break: break-word; font: inherit; }
</style></head>
<body><h1>Mailbox</h1><p>The newest ${emails.length} emails in the outbox (development only; nothing is delivered).</p>
${list}
</body></html>
`;
}
