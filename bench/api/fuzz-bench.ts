/**
 * The fuzz suite at full strength: 40,000+ generated requests over every operation of the OpenAPI document (see
 * test/fuzz/openapi-fuzz.ts), against the seeded test database. Exits 1 if any answer was a 5xx.
 * Usage: pnpm --filter @rsm/bench fuzz [-- <runs per operation, default 330>]   (run the API tests once first: they write
 * the seeded dump this starts from)
 */
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { buildTestApp, SEEDED_DUMP, signIn } from '../../api/test/helper';
import { fuzz } from '../../api/test/fuzz/openapi-fuzz';

async function main(): Promise<void> {
  if (!existsSync(SEEDED_DUMP)) throw new Error(`${SEEDED_DUMP} is missing: run the API tests once first`);
  const runs = Number(process.argv[2] ?? 330);
  const ctx = await buildTestApp();
  try {
    const identities = [
      {},
      await signIn(ctx.app, 'customer@demo.test'),
      await signIn(ctx.app, 'composer@demo.test'),
    ];
    const started = performance.now();
    const result = await fuzz(ctx.app, identities, { runs });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${result.requests} fuzzed requests in ${seconds.toFixed(1)} s, ${result.serverErrors.length} answered 5xx`,
    );
    for (const failure of result.serverErrors.slice(0, 10)) console.log(JSON.stringify(failure));
    process.exitCode = result.serverErrors.length > 0 ? 1 : 0;
  } finally {
    await ctx.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
