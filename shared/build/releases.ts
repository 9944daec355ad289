/**
 * The release registry (written by scripts/release.mjs) as the servers read it: which version of each app is
 * current. It is read again whenever the file changes, so a release or a rollback takes effect on the next page
 * load with no restart; an app without a release is served from its dist/ at the root of its server.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { RemoteName, RuntimeConfig } from '../src/config/runtime-config';

export const RELEASE_APPS = ['host', 'catalogue', 'player', 'playlists', 'composer'] as const;
export type ReleaseApp = (typeof RELEASE_APPS)[number];

const versionSchema = z
  .string()
  .regex(/^[0-9A-Za-z][0-9A-Za-z.-]*$/, 'a version is letters, digits, dots and dashes');
const registrySchema = z.object({
  apps: z.partialRecord(
    z.enum(RELEASE_APPS),
    z.object({
      current: versionSchema.nullable(),
      versions: z.array(z.object({ version: versionSchema, releasedAt: z.string(), digest: z.string() })),
    }),
  ),
});
export type Registry = z.infer<typeof registrySchema>;

/** `readCurrent()`: each app's current version (absent when it has none), re-read only when the file changed. */
export function createRegistryReader(store: string) {
  const file = path.join(store, 'registry.json');
  let seen = '';
  let current: Partial<Record<ReleaseApp, string>> = {};
  return function readCurrent(): Partial<Record<ReleaseApp, string>> {
    let stamp: string;
    try {
      const stat = statSync(file);
      stamp = `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
    } catch {
      return (current = {});
    }
    if (stamp === seen) return current;
    try {
      const registry = registrySchema.parse(JSON.parse(readFileSync(file, 'utf8')));
      current = Object.fromEntries(
        Object.entries(registry.apps).flatMap(([app, entry]) =>
          entry?.current ? [[app, entry.current]] : [],
        ),
      );
      seen = stamp;
    } catch (error) {
      // A registry that does not parse is ignored, loudly: the apps stay on the versions last read.
      console.error(`release registry ${file} ignored: ${(error as Error).message}`);
    }
    return current;
  };
}

/** The version an app never released is served as: its build in place, at /<app>/dist/. */
export const UNRELEASED = 'dist';

/**
 * The runtime config with each remote's manifest at its current version's folder — `dist` for an app never
 * released. Always a versioned path, never the server's root: the root follows the current version, so a tab opened
 * before the first release would otherwise load that release's chunks after it.
 */
export function releasedConfig(
  config: RuntimeConfig,
  current: Partial<Record<ReleaseApp, string>>,
): RuntimeConfig {
  const remotes = { ...config.remotes };
  for (const name of Object.keys(remotes) as RemoteName[]) {
    const version = current[name] ?? UNRELEASED;
    remotes[name] = new URL(`${name}/${version}/mf-manifest.json`, remotes[name]).href;
  }
  const versions = Object.fromEntries(RELEASE_APPS.map((app) => [app, current[app] ?? UNRELEASED]));
  return { ...config, remotes, versions };
}
