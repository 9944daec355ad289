import type { Transporter } from 'nodemailer';
import type { EmailOutboxRepository } from '../repositories/email-outbox-repository';
import { backgroundRounds } from './background-rounds';

export interface MailDeliveryOptions {
  outbox: EmailOutboxRepository;
  /** A nodemailer transport: SMTP from SMTP_URL in production, a JSON or stream transport in tests. */
  transport: Pick<Transporter, 'sendMail'>;
  /** The From header, e.g. `RSM Music <no-reply@rsm.test>`. */
  from: string;
  /** Attempts before a row is marked failed (default 5). */
  maxAttempts?: number;
  /** Seconds before the n-th retry: base * 4^(n-1), e.g. 30 s, 2 min, 8 min, 32 min (default 30). */
  retryBaseSeconds?: number;
  /** Rows per round (default 20). */
  batchSize?: number;
  /** Pause between rounds when the outbox is empty (default 5 s). */
  intervalMs?: number;
  log?: (line: string) => void;
}

export interface DeliveryRound {
  sent: number;
  retried: number;
  failed: number;
}

/** How long a claimed row stays invisible to other senders; longer than any SMTP timeout. */
const LEASE_SECONDS = 300;

/** SMTP replies 5xx are permanent (bad address, rejected): no point retrying those. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * Delivers the email outbox: claims due rows, sends each, marks it sent, or failed with a retry later (temporary
 * errors: connection refused, 4xx) until the last attempt. Without SMTP_URL nothing runs and the outbox is only
 * read by the development mailbox.
 */
export function createMailDelivery(options: MailDeliveryOptions) {
  const maxAttempts = options.maxAttempts ?? 5;
  const base = options.retryBaseSeconds ?? 30;
  const batchSize = options.batchSize ?? 20;
  const log = options.log ?? (() => undefined);

  async function deliverDue(): Promise<DeliveryRound> {
    const round: DeliveryRound = { sent: 0, retried: 0, failed: 0 };
    for (const email of await options.outbox.claimDue(batchSize, LEASE_SECONDS)) {
      try {
        await options.transport.sendMail({
          from: options.from,
          to: email.to_address,
          subject: email.subject,
          text: email.body_text,
          ...(email.body_html ? { html: email.body_html } : {}),
        });
        await options.outbox.markSent(email.id);
        round.sent++;
      } catch (error) {
        const attempt = email.attempts + 1;
        const final = attempt >= maxAttempts || isPermanent(error);
        const message = error instanceof Error ? error.message : String(error);
        await options.outbox.markFailed(email.id, message, base * 4 ** (attempt - 1), final);
        if (final) round.failed++;
        else round.retried++;
        log(`email ${email.id} to ${email.to_address}: ${final ? 'failed' : 'will retry'}: ${message}`);
      }
    }
    return round;
  }

  const rounds = backgroundRounds(async () => {
    try {
      const round = await deliverDue();
      // A full batch means more may be waiting: go again at once.
      return round.sent + round.retried + round.failed >= batchSize;
    } catch (error) {
      log(`outbox delivery: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
  }, options.intervalMs ?? 5000);

  return {
    deliverDue,
    start: rounds.start,
    /** Stops the loop and waits for the round in progress. */
    stop: rounds.stop,
  };
}
export type MailDelivery = ReturnType<typeof createMailDelivery>;
