import type { Counters } from './counters';

export interface SignInLimits {
  /** Wrong passwords for one account, from any addresses, before each further one makes the account wait. */
  accountFailures: number;
  /** Accounts one address may get wrong before that address may not try further accounts. */
  addressFailures: number;
  /** How long failures are remembered. */
  windowMs: number;
  /** The longest wait one failure imposes: the most anyone without the password can keep an owner out. */
  maxWaitMs?: number;
}

export interface SignInRefusal {
  message: string;
  retryAfterSeconds: number;
}

/** Where a sign-in comes from: its address, and whether this device got into this account before. */
export interface SignInOrigin {
  address: string;
  knownDevice: boolean;
}

/** The first wait after the free failures; each further failure doubles it up to maxWaitMs. */
const FIRST_WAIT_MS = 1000;
export const MAX_WAIT_MS = 60_000;
/** How long a device that got in stays known for its account. */
const KNOWN_DEVICE_MS = 30 * 24 * 3600_000;

const wait = (ms: number) => {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
};
const refusal = (resetInMs: number): SignInRefusal => ({
  message: `Too many failed sign-in attempts. Please try again in ${wait(resetInMs)}.`,
  retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)),
});

/**
 * Wrong passwords slow an account down rather than lock it: after `accountFailures` free ones, each makes the next
 * attempt wait twice as long as the last, never more than `maxWaitMs` (a minute). Attempts refused while waiting
 * count for nothing, so guessing from many addresses gets about one try a minute, while someone without the
 * password can keep the owner waiting a minute at most per try — and not at all on a device (address or client)
 * that got into the account before, nor after a password reset.
 *
 * An address is counted per account it got wrong, not per wrong password: an office behind one address is not
 * refused for one person's typos, while an address spraying one password over many accounts is refused further
 * accounts (never the ones it knows). Unknown emails are counted like known ones, so a refusal tells nothing about
 * which accounts exist.
 */
export function signInGuard(counters: Counters, limits: SignInLimits) {
  const maxWaitMs = Math.min(limits.maxWaitMs ?? MAX_WAIT_MS, MAX_WAIT_MS);
  const account = (email: string) => email.trim().toLowerCase();
  const failuresKey = (email: string) => `sign-in:account:${account(email)}`;
  const waitKey = (email: string) => `sign-in:wait:${account(email)}`;
  const addressKey = (address: string) => `sign-in:address:${address}`;
  const pairKey = (email: string, address: string) => `sign-in:pair:${address}:${account(email)}`;
  const knownKey = (email: string, address: string) => `sign-in:known:${address}:${account(email)}`;
  return {
    /** A refusal when the account must still wait, or the address tried too many accounts; else null. */
    async refusal(email: string, origin: SignInOrigin): Promise<SignInRefusal | null> {
      const [waiting, from, pair, known] = await Promise.all([
        counters.peek(waitKey(email)),
        counters.peek(addressKey(origin.address)),
        counters.peek(pairKey(email, origin.address)),
        counters.peek(knownKey(email, origin.address)),
      ]);
      if (origin.knownDevice || known.count > 0) return null;
      if (waiting.count > 0 && waiting.resetInMs > 0) return refusal(waiting.resetInMs);
      if (from.count >= limits.addressFailures && pair.count === 0) return refusal(from.resetInMs);
      return null;
    },
    async failed(email: string, address: string): Promise<void> {
      const [failures, pair] = await Promise.all([
        counters.hit(failuresKey(email), limits.windowMs),
        counters.hit(pairKey(email, address), limits.windowMs),
      ]);
      if (pair.count === 1) await counters.hit(addressKey(address), limits.windowMs);
      const beyond = failures.count - limits.accountFailures;
      if (beyond <= 0) return;
      const waitMs = Math.min(FIRST_WAIT_MS * 2 ** Math.min(beyond - 1, 30), maxWaitMs);
      await counters.reset(waitKey(email));
      await counters.hit(waitKey(email), waitMs);
    },
    /** The owner got in: their earlier typos no longer count, and this address is theirs from now on. */
    async succeeded(email: string, address: string): Promise<void> {
      await Promise.all([
        this.cleared(email),
        counters.reset(pairKey(email, address)),
        counters.hit(knownKey(email, address), KNOWN_DEVICE_MS),
      ]);
    },
    /** The owner proved it by email (a password reset): nothing earlier holds the account back. */
    async cleared(email: string): Promise<void> {
      await Promise.all([counters.reset(failuresKey(email)), counters.reset(waitKey(email))]);
    },
  };
}
export type SignInGuard = ReturnType<typeof signInGuard>;

/** For apps built without limits (most tests): never refuses, remembers nothing. */
export const noSignInGuard: SignInGuard = {
  refusal: async () => null,
  failed: async () => undefined,
  succeeded: async () => undefined,
  cleared: async () => undefined,
};
