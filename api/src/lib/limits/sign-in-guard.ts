import type { Counters } from './counters';

export interface SignInLimits {
  /** Wrong passwords for one account, from any addresses, before that account's sign-ins are refused. */
  accountFailures: number;
  /** Wrong passwords from one address, for any accounts, before that address's sign-ins are refused. */
  addressFailures: number;
  /** How long failures are remembered, and so how long a refusal lasts at most. */
  windowMs: number;
}

export interface SignInRefusal {
  message: string;
  retryAfterSeconds: number;
}

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));
const refusal = (resetInMs: number): SignInRefusal => ({
  message: `Too many failed sign-in attempts. Please try again in ${minutes(resetInMs)} minutes.`,
  retryAfterSeconds: Math.ceil(resetInMs / 1000),
});

/**
 * Counts wrong passwords by account and by address, never successes: a whole office signing in through one
 * address is not throttled by one person's typos, while guessing one account's password from many addresses is.
 * Unknown emails are counted like known ones, so a refusal tells nothing about which accounts exist.
 */
export function signInGuard(counters: Counters, limits: SignInLimits) {
  const accountKey = (email: string) => `sign-in:account:${email.trim().toLowerCase()}`;
  const addressKey = (address: string) => `sign-in:address:${address}`;
  return {
    /** A refusal when the account or the address has failed too often in the window, else null. */
    async refusal(email: string, address: string): Promise<SignInRefusal | null> {
      const [account, from] = await Promise.all([
        counters.peek(accountKey(email)),
        counters.peek(addressKey(address)),
      ]);
      if (account.count >= limits.accountFailures) return refusal(account.resetInMs);
      if (from.count >= limits.addressFailures) return refusal(from.resetInMs);
      return null;
    },
    async failed(email: string, address: string): Promise<void> {
      await Promise.all([
        counters.hit(accountKey(email), limits.windowMs),
        counters.hit(addressKey(address), limits.windowMs),
      ]);
    },
    /** The owner got in: their earlier typos no longer count against the account. */
    async succeeded(email: string): Promise<void> {
      await counters.reset(accountKey(email));
    },
  };
}
export type SignInGuard = ReturnType<typeof signInGuard>;

/** For apps built without limits (most tests): never refuses, remembers nothing. */
export const noSignInGuard: SignInGuard = {
  refusal: async () => null,
  failed: async () => undefined,
  succeeded: async () => undefined,
};
