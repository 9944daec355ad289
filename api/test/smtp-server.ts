import { createServer, type Server, type Socket } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/**
 * A tiny SMTP server for tests (RFC 5321 without extensions): records every message; a recipient containing
 * "reject" gets 550 (permanent) and one containing "busy" gets 451 (temporary).
 */
export async function startSmtpServer(): Promise<{
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    let inData = false;
    let buffer = '';
    reply('220 test.smtp ESMTP ready');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          mail.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(mail);
          mail = { from: '', to: [], data: '' };
          reply('250 OK queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 test.smtp');
        else if (verb === 'MAIL') {
          mail = { from: /<(.*)>/.exec(line)?.[1] ?? '', to: [], data: '' };
          reply('250 OK');
        } else if (verb === 'RCPT') {
          const to = /<(.*)>/.exec(line)?.[1] ?? '';
          if (to.includes('reject')) reply('550 No such user');
          else if (to.includes('busy')) reply('451 Try again later');
          else {
            mail.to.push(to);
            reply('250 OK');
          }
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else reply('250 OK');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    port: address.port,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
