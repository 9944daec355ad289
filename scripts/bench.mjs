// `npm run bench`: the foundation's budgets, measured on this machine.
//   - production build of all apps (forced)          budget <= 60 s
//   - a second start (already built, data seeded)     budget <= 10 s until serving
//   - JS transferred for the first view of /          budget <= 250 KiB (gzip)
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildApps } from './build.mjs';
import { startStack } from './lib/stack.mjs';
import { ensureDependencies, log, root } from './lib/tools.mjs';

await ensureDependencies();
const env = {
  ...process.env,
  API_PORT: '3020',
  HOST_PORT: '8180',
  CATALOGUE_PORT: '8181',
  PLAYER_PORT: '8182',
  PLAYLISTS_PORT: '8183',
  COMPOSER_PORT: '8184',
};
const dataDir = path.join(root, '.data', 'bench');

// --skip-build measures starts and the first view on the apps as they are built now.
const skipBuild = process.argv.includes('--skip-build');
let started = Date.now();
if (!skipBuild) await buildApps({ force: true });
const buildSeconds = skipBuild ? NaN : (Date.now() - started) / 1000;

log('First start (seeds the database if it is empty)');
let stack = await startStack({ env, dataDir, quiet: true });
await stack.stop();

log('Second start');
started = Date.now();
if (!skipBuild) await buildApps();
stack = await startStack({ env, dataDir, quiet: true });
const secondStartSeconds = (Date.now() - started) / 1000;

const firstView = await new Promise((resolve, reject) => {
  let out = '';
  const child = spawn('node', ['web/first-view.mjs', `http://localhost:${env.HOST_PORT}/`, '5'], {
    cwd: path.join(root, 'bench'),
  });
  child.stdout.on('data', (chunk) => (out += chunk));
  child.stderr.pipe(process.stderr);
  child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`first-view exited ${code}`))));
});
await stack.stop();

console.log(`\nBudgets
  production build of all apps   ${buildSeconds.toFixed(1)} s   (budget 60 s)
  second start until serving     ${secondStartSeconds.toFixed(1)} s   (budget 10 s)
${firstView}`);
