// `node scripts/bench-release.mjs [app] [runs]`: a release's budgets, measured on this machine.
//   - rollback: from `npm run rollback` to a page load that runs the previous version   budget <= 1 s (median)
//   - a release of one app changes no byte of the other apps' served files             (sha256 of every file)
// Serves the apps alone (no API needed) on 8720–8724 from the release store .data/releases-bench; the app
// (default player) is released once, and again until it has two versions.
import { spawn, execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileDigests } from './lib/digest.mjs';
import { RELEASABLE, appEntry, readRegistry, releaseName } from './lib/release-store.mjs';
import { ensureDependencies, log, root } from './lib/tools.mjs';

const app = releaseName(process.argv[2] ?? 'player');
const runs = Number(process.argv[3] ?? 7);
const store = path.join(root, '.data', 'releases-bench');
const env = {
  ...process.env,
  RELEASE_STORE: store,
  HOST_PORT: '8720',
  CATALOGUE_PORT: '8721',
  PLAYER_PORT: '8722',
  PLAYLISTS_PORT: '8723',
  COMPOSER_PORT: '8724',
};
const npmRun = (...args) =>
  execFileSync('npm', ['run', '--silent', ...args], { cwd: root, env, stdio: 'pipe' });

/** Every file the other apps serve: their kept versions and their dist/. */
const othersFiles = () =>
  Object.fromEntries(
    Object.entries(RELEASABLE)
      .filter(([name]) => name !== app)
      .flatMap(([name, folder]) => [
        [`store/${name}`, safeDigests(path.join(store, name))],
        [`dist/${name}`, safeDigests(path.join(root, folder, 'dist'))],
      ]),
  );
const safeDigests = (dir) => {
  try {
    return fileDigests(dir);
  } catch {
    return {};
  }
};

await ensureDependencies();
// One release measured for checksums, and one more when the store has no version to roll back to.
const before = othersFiles();
do {
  log(`releasing ${app}`);
  npmRun('release', '--', app, '--skip-tests');
} while (appEntry(readRegistry(store), app).versions.length < 2);
const after = othersFiles();
const changed = Object.keys(before).filter(
  (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
);
const fileCount = Object.values(after).reduce((sum, files) => sum + Object.keys(files).length, 0);

const apps = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/serve-apps.ts'], {
  cwd: root,
  env,
  stdio: 'ignore',
  detached: true,
});
const stopApps = () => {
  try {
    process.kill(-apps.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.once('exit', stopApps);
for (let i = 0; i < 120; i += 1) {
  try {
    if ((await fetch(`http://localhost:${env.HOST_PORT}/config.json`)).ok) break;
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const require = createRequire(path.join(root, 'e2e', 'package.json'));
const { chromium } = require('@playwright/test');
const { chromiumLaunchOptions } = await import(path.join(root, 'e2e', 'chromium.mjs'));
const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage();
const timings = [];
const commandTimings = [];
try {
  for (let run = 0; run < runs; run += 1) {
    const entry = appEntry(readRegistry(store), app);
    const target = entry.versions.find((item) => item.version !== entry.current).version;
    const manifest = page.waitForResponse(
      (response) => response.url().includes(`/${app}/${target}/mf-manifest.json`) && response.ok(),
    );
    const started = performance.now();
    npmRun('rollback', '--', app, '--to', target);
    commandTimings.push((performance.now() - started) / 1000);
    await page.goto(`http://localhost:${env.HOST_PORT}/`);
    await manifest;
    timings.push((performance.now() - started) / 1000);
  }
} finally {
  await browser.close();
  stopApps();
}

const medianOf = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const median = medianOf(timings);
console.log(`
Release budgets (${app}, ${runs} runs, load average ${loadavg()
  .map((n) => n.toFixed(2))
  .join(' ')})
  rollback command to the previous version's page   median ${median.toFixed(2)} s   (budget 1 s)
      runs: ${timings.map((t) => t.toFixed(2)).join(' ')}
      of which the command (npm run rollback) median ${medianOf(commandTimings).toFixed(2)} s, the page load the rest
  other apps' served files changed by the release    ${changed.length === 0 ? 'none' : changed.join(', ')} (${fileCount} files checked)
`);
process.exit(changed.length === 0 && median <= 1 ? 0 : 1);
