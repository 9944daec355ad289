// The version-skew matrix's "previous release" of each app: the app built from the commit before its last change
// to its sources or shared's (or from SKEW_BASE, when CI names the commit in production), published into the
// release store as prev-<commit>. Builds are kept by commit: a second run on the same commits builds nothing.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { RELEASABLE, appEntry, registryFile, updateRegistry } from './release-store.mjs';
import { log, pnpm, root, run, twoAtATime } from './tools.mjs';

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/** The commit each app's previous release is built from. */
export function previousCommits(env = process.env) {
  return Object.fromEntries(
    Object.entries(RELEASABLE).map(([app, folder]) => {
      if (env.SKEW_BASE) return [app, git('rev-parse', '--short=7', env.SKEW_BASE)];
      const last = git('log', '-1', '--format=%H', '--', `${folder}/src`, 'shared/src');
      return [app, git('rev-parse', '--short=7', `${last}^`)];
    }),
  );
}

const WORKSPACE_FILES = ['package.json', 'pnpm-workspace.yaml', 'pnpm-lock.yaml', 'tsconfig.base.json'];
const PACKAGES = ['shared', 'api', 'e2e', ...Object.values(RELEASABLE)];

/**
 * The workspace at `commit`, extracted (not checked out: the shared checkout stays as it is), with dependencies.
 * When its lockfile is this checkout's, its packages link this checkout's installed dependencies, except each other.
 */
async function workspaceAt(commit, dir) {
  if (existsSync(path.join(dir, '.ready'))) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const paths = [
    ...WORKSPACE_FILES,
    ...PACKAGES.map((name) => (['api', 'e2e'].includes(name) ? `${name}/package.json` : name)),
  ];
  execFileSync('sh', ['-c', `git archive ${commit} ${paths.join(' ')} | tar -x -C "${dir}"`], { cwd: root });
  const sameLockfile =
    spawnSync('git', ['diff', '--quiet', commit, '--', 'pnpm-lock.yaml'], { cwd: root }).status === 0;
  if (sameLockfile) {
    symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
    for (const name of ['shared', ...Object.values(RELEASABLE)]) linkDependencies(name, dir);
  } else {
    log(`${commit}: another lockfile, installing its dependencies`);
    await pnpm(['install', '--frozen-lockfile', '--prefer-offline', '--config.confirmModulesPurge=false'], {
      cwd: dir,
      env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
    });
  }
  execFileSync('touch', [path.join(dir, '.ready')]);
  return dir;
}

/** `<dir>/<name>/node_modules`: links to this checkout's installed packages, and to `<dir>`'s own workspace ones. */
function linkDependencies(name, dir) {
  const installed = path.join(root, name, 'node_modules');
  const target = path.join(dir, name, 'node_modules');
  mkdirSync(target, { recursive: true });
  for (const entry of readdirSync(installed, { withFileTypes: true })) {
    if (entry.name === '.bin') continue;
    if (entry.name === '@rsm') {
      mkdirSync(path.join(target, '@rsm'), { recursive: true });
      for (const own of readdirSync(path.join(installed, '@rsm')))
        symlinkSync(path.join(dir, own), path.join(target, '@rsm', own));
    } else symlinkSync(path.join(installed, entry.name), path.join(target, entry.name));
  }
}

/** Builds each app's previous release into the store (unless there already); returns app → version. */
export async function preparePreviousReleases(store, env = process.env) {
  const commits = previousCommits(env);
  const versions = {};
  const pending = [];
  for (const [app, commit] of Object.entries(commits)) {
    const version = `prev-${commit}`;
    versions[app] = version;
    if (!existsSync(path.join(store, app, version))) pending.push({ app, commit, version });
  }
  const started = Date.now();
  // One extracted workspace per commit, prepared before the builds share it.
  const dirs = {};
  for (const { commit } of pending)
    dirs[commit] ??= await workspaceAt(commit, path.join(root, '.data', 'skew', commit));
  const build = async (job) => {
    const dir = dirs[job.commit];
    const folder = RELEASABLE[job.app];
    log(`skew: building ${job.app} at ${job.commit}`);
    await run(
      'node',
      [
        path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
        path.join(root, 'scripts', 'lib', 'skew-build.mjs'),
      ],
      {
        cwd: path.join(dir, folder),
        env: { ...env, NODE_ENV: 'production', RELEASE_VERSION: job.version, BUILD_OUT_DIR: '' },
      },
    );
    mkdirSync(path.join(store, job.app), { recursive: true });
    cpSync(path.join(dir, folder, 'dist'), path.join(store, job.app, job.version), { recursive: true });
  };
  // Previous releases and workspaces of older commits are no longer part of any cell.
  for (const app of Object.keys(RELEASABLE)) {
    const dir = path.join(store, app);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir))
      if (name.startsWith('prev-') && name !== versions[app])
        rmSync(path.join(dir, name), { recursive: true, force: true });
  }
  const workspaces = path.join(root, '.data', 'skew');
  if (existsSync(workspaces))
    for (const name of readdirSync(workspaces))
      if (!Object.values(commits).includes(name))
        rmSync(path.join(workspaces, name), { recursive: true, force: true });
  if (pending.length > 0) {
    await twoAtATime(pending, build);
    log(`skew: previous releases built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return versions;
}

const savedRegistry = (store) => path.join(store, 'registry.before-skew.json');

/**
 * Builds the previous releases and keeps the registry as it is, for `restoreRegistry`. Returns app → version, and
 * the apps whose previous release has another shared/ than this checkout's (`sharedChanged`): under such a host,
 * a remote at HEAD may need what its shared lacks, and is then to be refused with the translated fallback.
 */
export async function prepareSkew(store, env = process.env) {
  const versions = await preparePreviousReleases(store, env);
  if (existsSync(registryFile(store))) copyFileSync(registryFile(store), savedRegistry(store));
  else rmSync(savedRegistry(store), { force: true });
  const sharedChanged = Object.entries(previousCommits(env))
    .filter(
      ([, commit]) =>
        spawnSync('git', ['diff', '--quiet', commit, '--', 'shared/src'], { cwd: root }).status !== 0,
    )
    .map(([app]) => app);
  return { versions, sharedChanged };
}

/** Serves `versions` (app → version); every other app at HEAD, the build in its dist/. */
export function serveCell(store, versions) {
  return updateRegistry(store, (registry) => {
    for (const app of Object.keys(RELEASABLE))
      registry.apps[app] = { ...appEntry(registry, app), current: versions[app] ?? null };
  });
}

export function restoreRegistry(store) {
  if (existsSync(savedRegistry(store))) copyFileSync(savedRegistry(store), registryFile(store));
  else rmSync(registryFile(store), { force: true });
}
