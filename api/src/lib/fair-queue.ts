/**
 * Runs tasks `concurrency` at a time, taking turns between the keys that queued them (round robin): a key with one
 * task waits for at most one task of each other key, however many those queued. Picture variants use it with the
 * client's address as key, so a burst of cold variants from one client (a crawler, a long page) does not hold
 * another visitor's first view.
 */
export function fairQueue(concurrency: number) {
  const waiting = new Map<string, (() => void)[]>();
  let running = 0;

  const next = () => {
    while (running < concurrency && waiting.size > 0) {
      const [key, tasks] = waiting.entries().next().value as [string, (() => void)[]];
      waiting.delete(key);
      const start = tasks.shift()!;
      // Its next task goes to the back of the line, behind every other key's.
      if (tasks.length > 0) waiting.set(key, tasks);
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
            .finally(() => {
              running -= 1;
              next();
            });
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
