// Docker for the compose run: Debian's engine (docker.io), Compose v2 as a CLI plugin, a daemon, and base images.
// Everything comes from Debian's packages and the npm registry; no image registry is needed.
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { log, root, run } from './tools.mjs';

/** Debian's client: another `docker` earlier on PATH may lack the plugins this run installs. */
export const DOCKER = '/usr/bin/docker';
const PLUGINS = '/usr/local/lib/docker/cli-plugins';
const ok = (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;
const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };

async function ensureEngine() {
  if (existsSync(DOCKER) && existsSync('/usr/sbin/debootstrap')) return;
  if (process.getuid?.() !== 0)
    throw new Error('Docker is missing: apt-get install docker.io debootstrap (as root)');
  log('Installing Debian docker.io and debootstrap with apt');
  await run('apt-get', ['update', '-qq'], { env: aptEnv });
  await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'docker.io', 'debootstrap'], {
    env: aptEnv,
  });
}

/**
 * Compose v2 and buildx: bookworm has only Compose v1, so the plugins come from the next Debian release's packages
 * (plain static binaries), fetched with apt from the mirror this machine already uses and unpacked into the plugins
 * folder. Nothing is installed system-wide but the two files.
 */
async function ensureComposePlugin() {
  if (ok(DOCKER, ['compose', 'version']) && ok(DOCKER, ['buildx', 'version'])) return;
  log('Installing the Compose v2 and buildx CLI plugins from Debian trixie');
  const mirror = spawnSync('apt-get', ['indextargets', '--format', '$(REPO_URI)', 'Codename: bookworm'], {
    encoding: 'utf8',
  }).stdout.split('\n')[0];
  if (!mirror) throw new Error("no Debian mirror in apt's sources");
  const dir = mkdtempSync(path.join(tmpdir(), 'rsm-trixie-'));
  try {
    mkdirSync(path.join(dir, 'sources'));
    mkdirSync(path.join(dir, 'state', 'lists', 'partial'), { recursive: true });
    mkdirSync(path.join(dir, 'cache', 'archives', 'partial'), { recursive: true });
    writeFileSync(
      path.join(dir, 'sources', 'trixie.sources'),
      `Types: deb\nURIs: ${mirror}\nSuites: trixie\nComponents: main\n` +
        'Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg\n',
    );
    const apt = [
      '-o', 'Dir::Etc::sourcelist=/dev/null',
      '-o', `Dir::Etc::sourceparts=${path.join(dir, 'sources')}`,
      '-o', `Dir::State=${path.join(dir, 'state')}`,
      '-o', `Dir::Cache=${path.join(dir, 'cache')}`,
      '-o', 'Debug::NoLocking=1',
    ]; // prettier-ignore
    await run('apt-get', [...apt, 'update', '-qq'], { env: aptEnv });
    await run('apt-get', [...apt, 'download', 'docker-compose', 'docker-buildx'], { env: aptEnv, cwd: dir });
    mkdirSync(PLUGINS, { recursive: true });
    for (const deb of readdirSync(dir).filter((name) => name.endsWith('.deb'))) {
      const unpacked = path.join(dir, 'unpacked');
      await run('dpkg-deb', ['-x', path.join(dir, deb), unpacked]);
      const plugins = path.join(unpacked, 'usr', 'libexec', 'docker', 'cli-plugins');
      for (const plugin of readdirSync(plugins)) {
        copyFileSync(path.join(plugins, plugin), path.join(PLUGINS, plugin));
        chmodSync(path.join(PLUGINS, plugin), 0o755);
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The daemon, started in the background without systemd when none answers (left running for later runs). */
async function ensureDaemon() {
  if (ok(DOCKER, ['info'])) return;
  log('Starting dockerd');
  // Leaves the firewall and forwarding alone: containers on a user network reach each other by name, published
  // ports answer on 127.0.0.1, and containers have no route out at run time.
  const daemon = spawn('dockerd', ['--iptables=false', '--ip6tables=false', '--ip-forward=false'], {
    detached: true,
    stdio: 'ignore',
  });
  daemon.unref();
  for (let i = 0; i < 60 && !ok(DOCKER, ['info']); i++) await new Promise((r) => setTimeout(r, 500));
  if (!ok(DOCKER, ['info'])) throw new Error('dockerd did not start');
}

const OFFICIAL = {
  NODE_IMAGE: 'node:20-bookworm-slim',
  STATIC_IMAGE: 'busybox:1.36',
  POSTGRES_IMAGE: 'postgres:15',
  REDIS_IMAGE: 'redis:7',
  NGINX_IMAGE: 'nginx:1.27-alpine',
};

/**
 * The base images: the official ones when all are present or can be pulled, else local ones made from Debian's
 * packages (deploy/bases/make-bases.sh; kept, so only a first run makes them).
 */
async function baseImages() {
  const present = (image) => ok(DOCKER, ['image', 'inspect', image]);
  const pulled = (image) =>
    spawnSync('timeout', ['60', DOCKER, 'pull', '-q', image], { stdio: 'ignore' }).status === 0;
  if (Object.values(OFFICIAL).every((image) => present(image) || pulled(image))) return OFFICIAL;
  log('No image registry answers: making the base images from Debian packages (deploy/bases/make-bases.sh)');
  const made = spawnSync('bash', [path.join(root, 'deploy', 'bases', 'make-bases.sh')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (made.status !== 0) throw new Error('deploy/bases/make-bases.sh failed');
  return Object.fromEntries(
    [...made.stdout.matchAll(/(\w+_IMAGE)=(\S+)/g)].map(([, name, image]) => [name, image]),
  );
}

/** Docker ready to build and run the stack; returns the base images' variables for compose. */
export async function ensureDocker() {
  await ensureEngine();
  await ensureComposePlugin();
  await ensureDaemon();
  return baseImages();
}
