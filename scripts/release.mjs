// Releases one app on its own, as data:
//   npm run release -- <app> [--skip-tests]   unit tests, build, publish <store>/<app>/<version>/, make it current
//   npm run rollback -- <app> [--to <version>] make the previous (or the given) kept version current
//   npm run releases -- <app>                  list the kept versions, the current one marked
// <app> is host, catalogue, player, playlists or composer (the `mfe-` prefix may be given). The store is
// RELEASE_STORE (default .data/releases), served by `npm start`; RELEASES_KEPT versions are kept (default 5).
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { digestTree } from './lib/digest.mjs';
import {
  RELEASABLE,
  appEntry,
  keptVersions,
  readRegistry,
  recordRelease,
  recordRollback,
  releaseName,
  storeDir,
  updateRegistry,
} from './lib/release-store.mjs';
import { ensureDependencies, log, pnpm, root } from './lib/tools.mjs';

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/** Sortable and traceable: UTC time of the release, then the commit it was built from. */
function newVersion(folder) {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const commit = git('rev-parse', '--short=7', 'HEAD');
  const dirty = git('status', '--porcelain', '--', folder, 'shared') !== '';
  return { version: `${stamp}-${commit}${dirty ? '-dirty' : ''}`, commit, dirty };
}

/** Published files are read-only: a version, once out, is never overwritten. */
function freeze(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) freeze(full);
    else chmodSync(full, 0o444);
  }
}

async function release(app, { skipTests }) {
  const folder = RELEASABLE[app];
  const store = storeDir();
  const { version, commit, dirty } = newVersion(folder);
  const target = path.join(store, app, version);
  if (existsSync(target)) throw new Error(`${app} ${version} exists already: a version is never overwritten`);
  await ensureDependencies();
  if (skipTests) log(`${app}: unit tests skipped (--skip-tests)`);
  else {
    log(`${app}: unit tests`);
    await pnpm(['--filter', `@rsm/${folder}`, 'test'], { env: { ...process.env, CI: 'true' } });
  }
  const staging = path.join(store, app, `.staging-${version}`);
  log(`${app}: building ${version}`);
  const started = Date.now();
  try {
    await pnpm(['--filter', `@rsm/${folder}`, 'run', 'build'], {
      env: { ...process.env, NODE_ENV: 'production', RELEASE_VERSION: version, BUILD_OUT_DIR: staging },
    });
    if (!existsSync(path.join(staging, app === 'host' ? 'index.html' : 'mf-manifest.json')))
      throw new Error(`${app}: the build wrote no ${app === 'host' ? 'index.html' : 'mf-manifest.json'}`);
    freeze(staging);
    renameSync(staging, target);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  const digest = digestTree(target);
  const releasedAt = new Date().toISOString();
  const pruned = await updateRegistry(store, (registry) =>
    recordRelease(registry, app, { version, releasedAt, commit, dirty, digest }, keptVersions()),
  );
  for (const old of pruned) rmSync(path.join(store, app, old), { recursive: true, force: true });
  log(
    `${app} ${version} is current (built in ${((Date.now() - started) / 1000).toFixed(1)} s, sha256 ${digest})`,
  );
  if (pruned.length > 0) log(`${app}: removed ${pruned.join(', ')} (keeping ${keptVersions()})`);
}

async function rollback(app, to) {
  const [from, current] = await updateRegistry(storeDir(), (registry) => recordRollback(registry, app, to));
  log(`${app}: ${current} is current again (was ${from})`);
}

function list(app) {
  const entry = appEntry(readRegistry(storeDir()), app);
  if (entry.versions.length === 0) return log(`${app} has no release yet: it is served from its dist/`);
  for (const item of [...entry.versions].reverse()) {
    const mark = item.version === entry.current ? '*' : ' ';
    const missing = existsSync(path.join(storeDir(), app, item.version)) ? '' : '  (files missing!)';
    console.log(
      `${mark} ${item.version}  released ${item.releasedAt}  sha256 ${item.digest.slice(0, 12)}${missing}`,
    );
  }
}

const [command, appArg, ...rest] = process.argv.slice(2);
try {
  const app = releaseName(appArg);
  if (command === 'release') await release(app, { skipTests: rest.includes('--skip-tests') });
  else if (command === 'rollback')
    await rollback(app, rest.includes('--to') ? rest[rest.indexOf('--to') + 1] : undefined);
  else if (command === 'list') list(app);
  else throw new Error('usage: release.mjs release|rollback|list <app>');
} catch (error) {
  console.error(`✖ ${error.message}`);
  process.exit(1);
}
