/**
 * Whether answer times tell who has an account: password-reset requests for a known and an unknown address, and
 * sign-ups with a taken and a new address, interleaved, against the seeded test database (in process, no network).
 * Prints the median and p90 of each and the ratio of the medians; a ratio near 1 tells an attacker nothing.
 * Usage: npx tsx api/account-timing-bench.ts [rounds, default 60]   (run the API tests once first: they write the
 * seeded dump this starts from)
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildTestApp, SEEDED_DUMP } from '../../api/test/helper';

const SITE = 'http://localhost:8090';

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

async function main(): Promise<void> {
  if (!existsSync(SEEDED_DUMP)) throw new Error(`${SEEDED_DUMP} is missing: run the API tests once first`);
  const rounds = Number(process.argv[2] ?? 60);
  const ctx = await buildTestApp();
  const timed = async (payload: Record<string, unknown>, url: string) => {
    const started = performance.now();
    const response = await ctx.app.inject({ method: 'POST', url, payload });
    const ms = performance.now() - started;
    if (response.statusCode >= 300)
      throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    return ms;
  };
  const reset = (email: string) =>
    timed({ email, redirect_url: `${SITE}/new-password` }, '/v2/auth/password');
  const signUp = (email: string) =>
    timed(
      {
        email,
        password: 'a-long-and-unusual-password',
        password_confirmation: 'a-long-and-unusual-password',
        first_name: 'Timing',
        last_name: 'Probe',
        confirm_success_url: SITE,
      },
      '/v2/auth',
    );
  const samples = {
    resetKnown: [] as number[],
    resetUnknown: [] as number[],
    signUpTaken: [] as number[],
    signUpNew: [] as number[],
  };
  try {
    console.log(
      `load average before: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    for (let round = 0; round < rounds; round += 1) {
      // Alternate the order so neither side always runs on a warmer process.
      const pairs: [number[], () => Promise<number>][] = [
        [samples.resetKnown, () => reset('customer@demo.test')],
        [samples.resetUnknown, () => reset(`nobody-${round}@demo.test`)],
        [samples.signUpTaken, () => signUp('customer@demo.test')],
        [samples.signUpNew, () => signUp(`newcomer-${round}-${Date.now()}@demo.test`)],
      ];
      if (round % 2) pairs.reverse();
      for (const [into, call] of pairs) into.push(await call());
    }
    const line = (name: string, values: number[]) =>
      `${name.padEnd(28)} median ${quantile(values, 0.5).toFixed(2)} ms   p90 ${quantile(values, 0.9).toFixed(2)} ms`;
    console.log(line('reset, known address', samples.resetKnown));
    console.log(line('reset, unknown address', samples.resetUnknown));
    console.log(
      `  ratio of medians ${(quantile(samples.resetKnown, 0.5) / quantile(samples.resetUnknown, 0.5)).toFixed(2)}`,
    );
    console.log(line('sign-up, taken address', samples.signUpTaken));
    console.log(line('sign-up, new address', samples.signUpNew));
    console.log(
      `  ratio of medians ${(quantile(samples.signUpNew, 0.5) / quantile(samples.signUpTaken, 0.5)).toFixed(2)}`,
    );
    console.log(
      `load average after: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await ctx.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
