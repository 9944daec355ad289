import type { EmailOutboxRepository, OutgoingEmail } from '../repositories/email-outbox-repository';

export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
}

/**
 * Queues mail in the outbox table; a delivery worker (SMTP, not built yet) sends it later, so a slow mail server
 * never slows or fails a request. Locally, GET /dev/mailbox shows what would have been sent.
 */
export function createMailer(outbox: EmailOutboxRepository): Mailer {
  return { send: (email) => outbox.queue(email) };
}
