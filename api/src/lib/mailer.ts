import type { EmailOutboxRepository, OutgoingEmail } from '../repositories/email-outbox-repository';

export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
}

/**
 * Queues mail in the outbox table; with SMTP_URL set, the delivery loop (mail-delivery.ts, started by server.ts)
 * sends it later, so a slow mail server never slows or fails a request. Locally, GET /dev/mailbox shows the outbox.
 */
export function createMailer(outbox: EmailOutboxRepository): Mailer {
  return { send: (email) => outbox.queue(email) };
}
