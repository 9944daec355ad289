import { Redis } from 'ioredis';
import { env } from '../../env';
import { memoryCounters, redisCounters, type Counters } from './counters';

function behavesAsCounters(name: string, make: () => { counters: Counters; close?: () => Promise<void> }) {
  describe(name, () => {
    let counters: Counters;
    let close: (() => Promise<void>) | undefined;
    beforeAll(() => ({ counters, close } = make()));
    afterAll(() => close?.());
    const key = `test-${name}-${process.pid}-${Date.now()}`;

    it('counts hits inside one window and resets on demand', async () => {
      expect((await counters.peek(key)).count).toBe(0);
      expect((await counters.hit(key, 60_000)).count).toBe(1);
      const second = await counters.hit(key, 60_000);
      expect(second.count).toBe(2);
      expect(second.resetInMs).toBeGreaterThan(50_000);
      expect((await counters.peek(key)).count).toBe(2);
      expect((await counters.hit(key, 60_000, 5)).count).toBe(7);
      await counters.reset(key);
      expect((await counters.peek(key)).count).toBe(0);
    });

    it('starts again once the window is over', async () => {
      await counters.hit(`${key}-short`, 50);
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect((await counters.peek(`${key}-short`)).count).toBe(0);
      expect((await counters.hit(`${key}-short`, 50)).count).toBe(1);
    });
  });
}

behavesAsCounters('memory', () => ({ counters: memoryCounters() }));

// With REDIS_URL set (as on the team's machines) the Redis store is held to the same behaviour.
if (env.REDIS_URL) {
  behavesAsCounters('redis', () => {
    const redis = new Redis(env.REDIS_URL!, { maxRetriesPerRequest: 1 });
    return { counters: redisCounters(redis), close: async () => void (await redis.quit()) };
  });
}
