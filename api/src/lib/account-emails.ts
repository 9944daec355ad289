import { escapeHtml } from './html';
import type { OutgoingEmail } from '../repositories/email-outbox-repository';

function email(
  to: string,
  subject: string,
  lines: string[],
  link: { url: string; label: string },
): OutgoingEmail {
  const text = [...lines, '', `${link.label}: ${link.url}`, '', 'RSM Production Music'].join('\n');
  const html = `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}
<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p><p>RSM Production Music</p>`;
  return { to, subject, text, html };
}

export function confirmationEmail(to: string, firstName: string, link: string): OutgoingEmail {
  return email(
    to,
    'Confirm your RSM account',
    [
      `Welcome${firstName ? `, ${firstName}` : ''}!`,
      'Please confirm your email address to activate your account.',
    ],
    { url: link, label: 'Confirm my account' },
  );
}

export function resetPasswordEmail(to: string, link: string): OutgoingEmail {
  return email(
    to,
    'Reset password instructions',
    [
      'Someone has requested a link to change your password. You can do this through the link below.',
      "If you didn't request this, please ignore this email. The link expires in 6 hours and works once.",
    ],
    { url: link, label: 'Change my password' },
  );
}

/** Sent instead of a confirmation when someone signs up with an address that already has an account. */
export function accountExistsEmail(to: string, resetLink: string): OutgoingEmail {
  return email(
    to,
    'You already have an RSM account',
    [
      'Someone tried to create an RSM account with this email address, which already has one.',
      "If it was you, sign in, or set a new password through the link below. If it wasn't, ignore this email.",
    ],
    { url: resetLink, label: 'Set a new password' },
  );
}
