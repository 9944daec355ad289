/**
 * Runs tasks `concurrency` at a time, taking turns between the keys that queued them: the next task is the one of
 * the key served longest ago (a key never served, first), so a key with one task waits for at most the tasks already
 * running and one of each other key, however many those queued. Picture variants use it with the client's address as
 * key, so a burst of cold variants from one client (a crawler, a long page) does not hold another visitor's first view.
 */
export function fairQueue(concurrency: number) {
  const waiting = new Map<string, (() => void)[]>();
  /** When each key with tasks queued or running last had one started (a turn number); forgotten once it has none. */
  const lastServed = new Map<string, number>();
  const active = new Map<string, number>();
  let running = 0;
  let turn = 0;

  /** The waiting key served longest ago; among keys never served, the one that queued first. */
  const nextKey = (): string => {
    let chosen: string | undefined;
    let oldest = Infinity;
    for (const key of waiting.keys()) {
      const served = lastServed.get(key) ?? -1;
      if (served < oldest) [chosen, oldest] = [key, served];
    }
    return chosen!;
  };

  const settle = (key: string) => {
    running -= 1;
    const left = (active.get(key) ?? 1) - 1;
    if (left > 0) active.set(key, left);
    else active.delete(key);
    if (left === 0 && !waiting.has(key)) lastServed.delete(key);
    next();
  };

  const next = () => {
    while (running < concurrency && waiting.size > 0) {
      const key = nextKey();
      const tasks = waiting.get(key)!;
      const start = tasks.shift()!;
      if (tasks.length === 0) waiting.delete(key);
      lastServed.set(key, (turn += 1));
      active.set(key, (active.get(key) ?? 0) + 1);
      running += 1;
      start();
    }
  };

  return {
    run<T>(key: string, task: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const start = () =>
          task()
            .then(resolve, reject)
            .finally(() => settle(key));
        const tasks = waiting.get(key);
        if (tasks) tasks.push(start);
        else waiting.set(key, [start]);
        next();
      });
    },
    /** Tasks queued and not yet started. */
    get pending(): number {
      let count = 0;
      for (const tasks of waiting.values()) count += tasks.length;
      return count;
    },
  };
}
