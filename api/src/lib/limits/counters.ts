import type { Redis } from 'ioredis';

/**
 * Counts in fixed windows that start at a key's first hit: failed sign-ins, mails sent. With Redis every API process
 * sees the same counts; in memory they hold for this process only (one process, tests).
 */
export interface Counters {
  /** Adds `by` (one unless told) to the key's count and returns it with the milliseconds left in its window. */
  hit(key: string, windowMs: number, by?: number): Promise<{ count: number; resetInMs: number }>;
  /** The key's count in its current window (0 when none) and the milliseconds left. */
  peek(key: string): Promise<{ count: number; resetInMs: number }>;
  reset(key: string): Promise<void>;
}

export function memoryCounters(now: () => number = Date.now): Counters {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const live = (key: string) => {
    const found = windows.get(key);
    if (found && found.endsAt <= now()) windows.delete(key);
    return found && found.endsAt > now() ? found : undefined;
  };
  const sweep = () => {
    // Bounded work per hit: expired windows are dropped as they are met, here a few more at a time.
    let looked = 0;
    for (const [key, window] of windows) {
      if (window.endsAt <= now()) windows.delete(key);
      if ((looked += 1) >= 8) break;
    }
  };
  return {
    async hit(key, windowMs, by = 1) {
      sweep();
      const window = live(key) ?? { count: 0, endsAt: now() + windowMs };
      window.count += by;
      windows.set(key, window);
      return { count: window.count, resetInMs: window.endsAt - now() };
    },
    async peek(key) {
      const window = live(key);
      return window ? { count: window.count, resetInMs: window.endsAt - now() } : { count: 0, resetInMs: 0 };
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

export function redisCounters(redis: Redis, prefix = 'rsm:count:'): Counters {
  return {
    async hit(key, windowMs, by = 1) {
      // SET NX starts the window once; INCRBY counts inside it. One round trip, atomic.
      const replies = await redis
        .multi()
        .set(prefix + key, 0, 'PX', windowMs, 'NX')
        .incrby(prefix + key, by)
        .pttl(prefix + key)
        .exec();
      const [, [, count], [, ttl]] = replies as [unknown, [unknown, number], [unknown, number]];
      return { count, resetInMs: Math.max(0, ttl) };
    },
    async peek(key) {
      const [[, count], [, ttl]] = (await redis
        .multi()
        .get(prefix + key)
        .pttl(prefix + key)
        .exec()) as [[unknown, string | null], [unknown, number]];
      return { count: Number(count ?? 0), resetInMs: Math.max(0, ttl) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
