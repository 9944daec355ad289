// Production build of every app, two at a time (this machine has two cores). `--force` rebuilds everything.
import { APPS, ensureDependencies, isBuilt, log, markBuilt, pnpm, twoAtATime } from './lib/tools.mjs';

export async function buildApps({ force = false } = {}) {
  const pending = APPS.filter((app) => force || !isBuilt(app));
  if (pending.length === 0) return log('All apps are built and up to date');
  const started = Date.now();
  log(`Building ${pending.join(', ')}`);
  await twoAtATime(pending, async (app) => {
    await pnpm(['--filter', `@rsm/${app}`, 'run', 'build'], {
      env: { ...process.env, NODE_ENV: 'production' },
    });
    markBuilt(app);
  });
  log(`Built ${pending.length} app(s) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await ensureDependencies();
  await buildApps({ force: process.argv.includes('--force') });
}
