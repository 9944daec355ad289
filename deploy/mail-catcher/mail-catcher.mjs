// The QA stack's mail catcher: an SMTP server (port 1025) that keeps what the API delivers, and a page (port 8025)
// listing the newest messages as the API's development mailbox does, so a tester follows confirmation, reset and
// share links. Plain Node, no dependencies; messages live in memory only.
//   node mail-catcher.mjs [smtp port, 1025] [page port, 8025]
import { createServer as createHttpServer } from 'node:http';
import { createServer as createTcpServer } from 'node:net';

const SMTP_PORT = Number(process.argv[2] ?? 1025);
const HTTP_PORT = Number(process.argv[3] ?? 8025);
const KEPT = 200;
const SHOWN = 50;
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

/** @type {{ to: string, subject: string, text: string, receivedAt: string }[]} newest first */
const messages = [];

const escapeHtml = (text) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

const decodeQuotedPrintable = (body) =>
  Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

function decodeBody(body, encoding = '') {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) return decodeQuotedPrintable(body);
  return body;
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`), as subjects in Portuguese arrive. */
const decodeWords = (value) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([QB])\?([^?]*)\?=/gi, (_, kind, text) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );

/** Headers (unfolded, lower-case names) and body of one MIME entity. */
function parseEntity(raw) {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

/** The message's plain-text part, decoded (the whole body when it is not multipart). */
function plainText({ headers, body }) {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!/^multipart\//i.test(type) || !boundary) return decodeBody(body, headers['content-transfer-encoding']);
  const parts = body.split(`--${boundary}`).slice(1, -1).map(parseEntity);
  const texts = parts.map((part) => ({ part, type: part.headers['content-type'] ?? 'text/plain' }));
  const chosen =
    texts.find(({ type: partType }) => /^text\/plain/i.test(partType)) ??
    texts.find(({ type: partType }) => /^multipart\//i.test(partType));
  return chosen ? plainText(chosen.part) : '';
}

function keep(recipients, data) {
  const entity = parseEntity(data);
  const subject = decodeWords(entity.headers.subject ?? '');
  const text = plainText(entity);
  const receivedAt = new Date().toISOString();
  for (const to of recipients) messages.unshift({ to, subject, text, receivedAt });
  messages.length = Math.min(messages.length, KEPT);
}

/** One SMTP session: EHLO/HELO, MAIL, RCPT, DATA (dot-unstuffed), RSET, NOOP, QUIT. No auth, no TLS. */
function session(socket) {
  let buffer = '';
  let recipients = [];
  let data = null;
  const reply = (line) => socket.write(`${line}\r\n`);
  const commands = {
    EHLO: () => reply('250-mail-catcher\r\n250-8BITMIME\r\n250 SIZE 10485760'),
    HELO: () => reply('250 mail-catcher'),
    MAIL: () => {
      recipients = [];
      reply('250 ok');
    },
    RCPT: (line) => {
      recipients.push(/<([^>]*)>/.exec(line)?.[1] ?? line.slice(8).trim());
      reply('250 ok');
    },
    DATA: () => {
      if (recipients.length === 0) return reply('503 no recipients');
      data = [];
      reply('354 end with <CRLF>.<CRLF>');
    },
    RSET: () => {
      recipients = [];
      reply('250 ok');
    },
    NOOP: () => reply('250 ok'),
    QUIT: () => {
      reply('221 bye');
      socket.end();
    },
  };
  reply('220 mail-catcher ESMTP');
  socket.setEncoding('latin1');
  socket.on('error', () => socket.destroy());
  socket.on('data', (chunk) => {
    buffer += chunk;
    if (buffer.length > MAX_MESSAGE_BYTES) {
      reply('552 message too large');
      socket.destroy();
      return;
    }
    let end;
    while ((end = buffer.indexOf('\r\n')) >= 0) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (data !== null) {
        if (line === '.') {
          keep(recipients, Buffer.from(data.join('\r\n'), 'latin1').toString('utf8'));
          data = null;
          recipients = [];
          reply('250 kept');
        } else data.push(line.startsWith('..') ? line.slice(1) : line);
        continue;
      }
      const command = commands[line.slice(0, 4).toUpperCase()];
      if (command) command(line);
      else reply('502 not implemented');
    }
  });
}

const linkify = (text) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);

function mailboxPage() {
  const shown = messages.slice(0, SHOWN);
  const list = shown.length
    ? shown
        .map(
          (m) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(m.to)}</strong> · <time>${m.receivedAt}</time></p>
<pre>${linkify(m.text)}</pre>
</article>`,
        )
        .join('\n')
    : '<p>No emails yet.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Mailbox (QA)</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 860px; margin: 2rem auto; padding: 0 1rem; color: #222; }
article { border: 1px solid #ddd; border-radius: 8px; padding: 0.5rem 1rem; margin: 1rem 0; }
h2 { font-size: 1.1rem; margin: 0.5rem 0; } .meta { color: #666; font-size: 0.9rem; }
pre { white-space: pre-wrap; word-break: break-word; font: inherit; }
</style></head>
<body><h1>Mailbox</h1><p>The newest ${shown.length} emails delivered over SMTP to this QA stack.</p>
${list}
</body></html>
`;
}

createTcpServer(session).listen(SMTP_PORT, () => console.log(`SMTP on ${SMTP_PORT}`));
createHttpServer((request, response) => {
  if (request.method !== 'GET') return response.writeHead(405).end();
  if (request.url === '/health') return response.writeHead(200).end('ok');
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(mailboxPage());
}).listen(HTTP_PORT, () => console.log(`mailbox on ${HTTP_PORT}`));
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => process.exit(0));
