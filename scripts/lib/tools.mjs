// Plain Node (no dependencies): these run before anything is installed.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PNPM_VERSION = '10.34.9';
const toolsDir = path.join(root, '.tools');
export const pnpmBin = path.join(toolsDir, 'node_modules', '.bin', 'pnpm');
export const APPS = ['host', 'mfe-catalogue', 'mfe-player', 'mfe-playlists', 'mfe-composer'];
/** The packages that run in the browser: the apps and what they share. */
export const FRONT_END = ['shared', ...APPS];

export function log(message) {
  console.log(`\x1b[36m▸\x1b[0m ${message}`);
}

/** Runs a command, inheriting output; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}

export const pnpm = (args, options) => run(pnpmBin, args, options);

/** Runs `task` on every item, two at a time (this machine has two cores); rejects with the first failure. */
export async function twoAtATime(items, task) {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
  };
  await Promise.all([worker(), worker()]);
}

/** pnpm is installed into .tools/ with npm: no global install, no corepack. */
export async function ensurePnpm() {
  if (existsSync(pnpmBin)) return;
  log(`Installing pnpm ${PNPM_VERSION} into .tools/`);
  mkdirSync(toolsDir, { recursive: true });
  writeFileSync(path.join(toolsDir, 'package.json'), '{"name":"rsm-tools","private":true}\n');
  await run('npm', [
    'install',
    '--prefix',
    toolsDir,
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    `pnpm@${PNPM_VERSION}`,
  ]);
}

function hashFiles(files) {
  const hash = createHash('sha256');
  for (const file of files) if (existsSync(file)) hash.update(file).update(readFileSync(file));
  return hash.digest('hex');
}

/** Installs the workspace from the lockfile, unless node_modules already matches it. */
export async function ensureDependencies() {
  await ensurePnpm();
  const stamp = path.join(root, 'node_modules', '.rsm-lock-hash');
  const wanted = hashFiles([path.join(root, 'pnpm-lock.yaml'), path.join(root, 'pnpm-workspace.yaml')]);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return;
  log('Installing dependencies (frozen lockfile)');
  await pnpm(['install', '--frozen-lockfile', '--config.confirmModulesPurge=false'], {
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  writeFileSync(stamp, wanted);
}

function walk(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

/** A fingerprint of what an app's build depends on: its own sources, shared's, and the lockfile. */
export function sourceFingerprint(app) {
  const files = [
    ...walk(path.join(root, app, 'src')),
    ...walk(path.join(root, 'shared', 'src')),
    ...walk(path.join(root, 'shared', 'build')),
    path.join(root, app, 'webpack.config.ts'),
    path.join(root, app, 'package.json'),
    path.join(root, 'pnpm-lock.yaml'),
  ].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    const stat = statSync(file);
    hash.update(`${file}:${stat.size}:${stat.mtimeMs}`);
  }
  return hash.digest('hex');
}

const stampOf = (app) => path.join(root, app, 'dist', '.build-stamp');

export function isBuilt(app) {
  const stamp = stampOf(app);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === sourceFingerprint(app);
}

export function markBuilt(app) {
  writeFileSync(stampOf(app), sourceFingerprint(app));
}
