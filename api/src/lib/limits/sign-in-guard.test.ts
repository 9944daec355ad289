import { memoryCounters } from './counters';
import { signInGuard } from './sign-in-guard';

describe('the sign-in guard', () => {
  let now = 0;
  const guard = () =>
    signInGuard(
      memoryCounters(() => now),
      { accountFailures: 3, addressFailures: 50, windowMs: 15 * 60_000 },
    );
  const stranger = { address: '198.51.100.9', knownDevice: false };
  beforeEach(() => {
    now = 1_000_000;
  });

  it('doubles the wait after the free failures, and never past a minute', async () => {
    const g = guard();
    const waits: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      await g.failed('owner@demo.test', `192.0.2.${i}`);
      waits.push((await g.refusal('owner@demo.test', stranger))?.retryAfterSeconds ?? 0);
      now += 61_000; // every wait has passed before the next guess
    }
    expect(waits).toEqual([0, 0, 0, 1, 2, 4, 8, 16, 32, 60, 60, 60]);
  });

  it('keeps an owner out at most a minute after the last wrong password, however many came before', async () => {
    const g = guard();
    for (let i = 0; i < 1000; i += 1) await g.failed('owner@demo.test', `192.0.2.${i % 200}`);
    const refused = await g.refusal('owner@demo.test', stranger);
    expect(refused?.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Refused attempts count for nothing: asking again does not push the wait out.
    for (let i = 0; i < 100; i += 1) await g.refusal('owner@demo.test', stranger);
    now += 60_000;
    expect(await g.refusal('owner@demo.test', stranger)).toBeNull();
  });

  it('lets a known device and a reset through', async () => {
    const g = guard();
    await g.succeeded('owner@demo.test', '203.0.113.5');
    for (let i = 0; i < 20; i += 1) await g.failed('owner@demo.test', '192.0.2.1');
    expect(await g.refusal('owner@demo.test', stranger)).not.toBeNull();
    expect(await g.refusal('owner@demo.test', { address: '198.51.100.9', knownDevice: true })).toBeNull();
    expect(await g.refusal('owner@demo.test', { address: '203.0.113.5', knownDevice: false })).toBeNull();
    await g.cleared('owner@demo.test');
    expect(await g.refusal('owner@demo.test', stranger)).toBeNull();
  });
});
