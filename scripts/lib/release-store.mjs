// The release store: immutable builds at <store>/<app>/<version>/ and registry.json, which says which version of
// each app is current. The registry is the one source of the runtime config the host reads (shared/build/releases.ts),
// so a release or a rollback is a rename of one small file: it takes effect on the next page load, with no restart.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './tools.mjs';

/** Release names, and the workspace folder each is built from. */
export const RELEASABLE = {
  host: 'host',
  catalogue: 'mfe-catalogue',
  player: 'mfe-player',
  playlists: 'mfe-playlists',
  composer: 'mfe-composer',
};

/** `catalogue` or `mfe-catalogue` → `catalogue`; anything else is an error that lists the names. */
export function releaseName(app) {
  const name = String(app ?? '').replace(/^mfe-/, '');
  if (!(name in RELEASABLE))
    throw new Error(`Unknown app "${app ?? ''}": one of ${Object.keys(RELEASABLE).join(', ')}`);
  return name;
}

export const storeDir = (env = process.env) => path.resolve(root, env.RELEASE_STORE ?? '.data/releases');
export const registryFile = (store) => path.join(store, 'registry.json');
/** Versions kept per app (the current one is always kept). */
export const keptVersions = (env = process.env) => Math.max(2, Number(env.RELEASES_KEPT ?? 5));

export function readRegistry(store) {
  const file = registryFile(store);
  if (!existsSync(file)) return { apps: {} };
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Written to a temporary file and renamed: a server never reads half a registry. */
export function writeRegistry(store, registry) {
  mkdirSync(store, { recursive: true });
  const temporary = `${registryFile(store)}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(registry, null, 2)}\n`);
  renameSync(temporary, registryFile(store));
}

/** Runs `change(registry)` with the store locked, so two releases of different apps never lose each other's entry. */
export async function updateRegistry(store, change) {
  mkdirSync(store, { recursive: true });
  const lock = path.join(store, '.lock');
  for (let attempt = 0; ; attempt += 1) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST' || attempt > 200) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    const registry = readRegistry(store);
    const result = change(registry);
    writeRegistry(store, registry);
    return result;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

export const appEntry = (registry, app) => registry.apps[app] ?? { current: null, versions: [] };

/** Adds `release` as the newest version and makes it current; returns the versions pruned beyond `kept`. */
export function recordRelease(registry, app, release, kept) {
  const entry = appEntry(registry, app);
  const versions = [...entry.versions, release];
  const pruned = versions.slice(0, Math.max(0, versions.length - kept));
  registry.apps[app] = { current: release.version, versions: versions.slice(pruned.length) };
  return pruned.map((item) => item.version);
}

/**
 * The build in place (`dist/`), which an app serves until its first release: a rollback can return to it. The same
 * name as UNRELEASED in shared/build/releases.ts, which the servers read (this module is plain JavaScript).
 */
export const UNRELEASED = 'dist';

/**
 * Makes the version before the current one current (or `to`, when given; `dist` is the unreleased build, which the
 * oldest kept release rolls back to); returns [from, to].
 */
export function recordRollback(registry, app, to) {
  const entry = appEntry(registry, app);
  const index = entry.versions.findIndex((item) => item.version === entry.current);
  const toUnreleased = to === UNRELEASED || (!to && index === 0);
  if (toUnreleased && entry.current) {
    registry.apps[app] = { ...entry, current: null };
    return [entry.current, UNRELEASED];
  }
  const target = to
    ? entry.versions.find((item) => item.version === to)
    : index > 0
      ? entry.versions[index - 1]
      : undefined;
  if (!target) {
    const known = entry.versions.map((item) => item.version).join(', ') || 'none';
    throw new Error(
      to
        ? `${app} has no kept version ${to} (kept: ${known})`
        : `${app} has no version before ${entry.current ?? 'its current one'} to roll back to (kept: ${known})`,
    );
  }
  registry.apps[app] = { ...entry, current: target.version };
  return [entry.current, target.version];
}
