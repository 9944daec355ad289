import nodemailer from 'nodemailer';
import { startSmtpServer } from '../../test/smtp-server';
import { openTestDatabase } from '../../test/helper';
import type { Database } from '@rsm/db/database';
import { migrate } from '@rsm/db/migrate';
import { emailOutboxRepository } from '../repositories/email-outbox-repository';
import { createMailDelivery } from './mail-delivery';

interface Row {
  to_address: string;
  sent: boolean;
  failed: boolean;
  attempts: number;
  last_error: string | null;
  retry_in: number | null;
}

describe('SMTP delivery of the outbox', () => {
  let db: Database;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    db = await openTestDatabase();
    await migrate(db.pool);
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
    await db.close();
  });
  beforeEach(async () => {
    await db.pool.query('DELETE FROM email_outbox');
    smtp.received.length = 0;
  });

  const outbox = () => emailOutboxRepository(db.pool);
  const delivery = (port = smtp.port) =>
    createMailDelivery({
      outbox: outbox(),
      transport: nodemailer.createTransport(`smtp://127.0.0.1:${port}`),
      from: 'RSM Music <no-reply@rsm.test>',
      maxAttempts: 3,
    });
  const rows = async () =>
    (
      await db.pool.query<Row>(
        `SELECT to_address, sent_at IS NOT NULL AS sent, failed_at IS NOT NULL AS failed, attempts, last_error,
           round(extract(epoch FROM next_attempt_at - now()))::int AS retry_in
         FROM email_outbox ORDER BY id`,
      )
    ).rows;
  /** Makes every unsent row due now, as if its retry time had come. */
  const timePasses = () =>
    db.pool.query("UPDATE email_outbox SET next_attempt_at = now() - interval '1 second'");

  it('sends queued mail over SMTP with both parts and marks it sent, once', async () => {
    await outbox().queue({
      to: 'one@example.com',
      subject: 'Welcome',
      text: 'Plain body',
      html: '<p>Html body</p>',
    });
    await outbox().queue({ to: 'two@example.com', subject: 'Shared', text: 'Listen here' });
    expect(await delivery().deliverDue()).toEqual({ sent: 2, retried: 0, failed: 0 });
    expect(smtp.received.map((mail) => mail.to)).toEqual([['one@example.com'], ['two@example.com']]);
    expect(smtp.received[0]!.from).toBe('no-reply@rsm.test');
    expect(smtp.received[0]!.data).toContain('Subject: Welcome');
    expect(smtp.received[0]!.data).toContain('Plain body');
    expect(smtp.received[0]!.data).toContain('<p>Html body</p>');
    expect((await rows()).map((row) => [row.sent, row.attempts])).toEqual([
      [true, 1],
      [true, 1],
    ]);
    expect(await delivery().deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(2);
  });

  it('retries temporary failures later with back-off, and gives up after the last attempt', async () => {
    await outbox().queue({ to: 'busy@example.com', subject: 'Hi', text: 'x' });
    expect(await delivery().deliverDue()).toEqual({ sent: 0, retried: 1, failed: 0 });
    let [row] = await rows();
    expect(row).toMatchObject({ sent: false, failed: false, attempts: 1 });
    expect(row!.last_error).toContain('451');
    expect(row!.retry_in).toBe(30);
    // Not due yet: nothing is tried.
    expect(await delivery().deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    await timePasses();
    expect(await delivery().deliverDue()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect((await rows())[0]!.retry_in).toBe(120);
    await timePasses();
    expect(await delivery().deliverDue()).toEqual({ sent: 0, retried: 0, failed: 1 });
    [row] = await rows();
    expect(row).toMatchObject({ sent: false, failed: true, attempts: 3 });
    await timePasses();
    expect(await delivery().deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it('fails a rejected address at once and retries when the server is down', async () => {
    await outbox().queue({ to: 'reject@example.com', subject: 'Hi', text: 'x' });
    expect(await delivery().deliverDue()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect((await rows())[0]).toMatchObject({ failed: true, attempts: 1 });

    await db.pool.query('DELETE FROM email_outbox');
    await outbox().queue({ to: 'later@example.com', subject: 'Hi', text: 'x' });
    const closed = await startSmtpServer();
    await closed.close(); // a port nobody listens on
    expect(await delivery(closed.port).deliverDue()).toEqual({ sent: 0, retried: 1, failed: 0 });
    await timePasses();
    expect(await delivery().deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(smtp.received.map((mail) => mail.to)).toEqual([['later@example.com']]);
  });

  it('runs as a loop until stopped', async () => {
    const loop = createMailDelivery({
      outbox: outbox(),
      transport: nodemailer.createTransport(`smtp://127.0.0.1:${smtp.port}`),
      from: 'no-reply@rsm.test',
      intervalMs: 20,
    });
    loop.start();
    await outbox().queue({ to: 'loop@example.com', subject: 'Hi', text: 'x' });
    for (let i = 0; i < 150 && !(await rows())[0]!.sent; i++) await new Promise((r) => setTimeout(r, 20));
    expect((await rows())[0]).toMatchObject({ sent: true });
    await loop.stop();
    await outbox().queue({ to: 'after@example.com', subject: 'Hi', text: 'x' });
    await new Promise((r) => setTimeout(r, 100));
    expect((await rows())[1]).toMatchObject({ sent: false, attempts: 0 });
    expect(smtp.received.map((mail) => mail.to)).toEqual([['loop@example.com']]);
  });
});
