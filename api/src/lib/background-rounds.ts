/**
 * Rounds of background work over a database queue, one after another until stopped: the next at once while a round
 * says more may be waiting, else after `idleMs`. A round handles and logs its own failures; stop() waits for the
 * round in progress, so the database can be closed after it.
 */
export function backgroundRounds(round: () => Promise<boolean>, idleMs: number) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  const run = async () => {
    const more = await round();
    if (!stopped) timer = setTimeout(() => (running = run()), more ? 0 : idleMs);
  };

  return {
    /** True from stop() on: a round under way may leave the rest of its work for the next process. */
    get stopped(): boolean {
      return stopped;
    },
    start(): void {
      stopped = false;
      running = run();
    },
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
