import type { FastifyInstance } from 'fastify';

/** Docker's grace period is 10 s; a stop is done well inside it. */
export const STOP_BUDGET_MS = 5000;
/** How long requests under way may finish before their connections are cut. */
const REQUESTS_BUDGET_MS = 2000;

export interface Closable {
  close(): Promise<void>;
}

/**
 * A clean stop inside STOP_BUDGET_MS: the app stops taking requests and closes, requests still running after two
 * seconds have their connections cut, then the rest is closed in order (the audio worker, which kills a batch under
 * way and releases its jobs; mail delivery, Redis, the database: PGlite checkpoints on close). If
 * anything still hangs, the process exits at the budget anyway.
 */
export async function gracefulStop(
  app: FastifyInstance,
  after: Closable[],
  log: (line: string) => void = () => undefined,
): Promise<void> {
  const started = Date.now();
  const deadline = setTimeout(() => {
    log(`stop took over ${STOP_BUDGET_MS} ms: exiting`);
    process.exit(1);
  }, STOP_BUDGET_MS - 250);
  deadline.unref();
  const cut = setTimeout(() => app.server.closeAllConnections(), REQUESTS_BUDGET_MS);
  cut.unref();
  await app.close().catch(() => undefined);
  clearTimeout(cut);
  for (const part of after) await part.close().catch(() => undefined);
  clearTimeout(deadline);
  log(`stopped in ${Date.now() - started} ms`);
}
