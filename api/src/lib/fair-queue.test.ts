import { fairQueue } from './fair-queue';

describe('a fair queue', () => {
  it("runs a visitor's one task after at most one of a burst queued before it", async () => {
    const queue = fairQueue(1);
    const order: string[] = [];
    const task = (name: string) => () =>
      new Promise<void>((resolve) => setTimeout(() => (order.push(name), resolve()), 5));
    const burst = Array.from({ length: 20 }, (_, i) => queue.run('198.51.100.1', task(`burst ${i}`)));
    const visitor = queue.run('203.0.113.9', task('first view'));
    await Promise.all([...burst, visitor]);
    expect(order.indexOf('first view')).toBe(1);
    expect(order).toHaveLength(21);
  });

  it('never runs more than its concurrency at once, and passes results and failures through', async () => {
    const queue = fairQueue(2);
    let running = 0;
    let most = 0;
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        queue.run(`client ${i % 3}`, async () => {
          running += 1;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 5));
          running -= 1;
          if (i === 3) throw new Error('broken picture');
          return i;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(1);
    expect(queue.pending).toBe(0);
  });
});
