// Starts the composed stack: the demo catalogue (seeded before the API opens the database), the API (migrating its
// database), the five built apps, and the demo's remaining audio rendered in the background.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { log, pnpmBin, root } from './tools.mjs';

export function stackPorts(env = process.env) {
  return {
    api: Number(env.API_PORT ?? 3000),
    host: Number(env.HOST_PORT ?? 8080),
    catalogue: Number(env.CATALOGUE_PORT ?? 8081),
    player: Number(env.PLAYER_PORT ?? 8082),
    playlists: Number(env.PLAYLISTS_PORT ?? 8083),
    composer: Number(env.COMPOSER_PORT ?? 8084),
  };
}

export async function waitFor(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Runs one of the demo package's programs (demo/src/<program>) on the stack's data dir. With the API running, the
 * demo reaches its embedded database through the socket the API's database process names in the data dir.
 */
export function spawnDemo(program, { env = process.env, dataDir, stdio = 'inherit', detached = false } = {}) {
  return spawn(process.execPath, ['--import', 'tsx', path.join('src', program)], {
    cwd: path.join(root, 'demo'),
    stdio,
    detached,
    env: { ...env, ...(dataDir ? { DATA_DIR: path.resolve(root, dataDir) } : {}) },
  });
}

/** Seeds the demo catalogue and accounts; resolves when done. */
export async function seedDemo({ env, dataDir, stdio }) {
  const seed = spawnDemo('seed-cli.ts', { env, dataDir, stdio });
  const code = await new Promise((resolve, reject) => {
    seed.once('error', reject);
    seed.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`the demo seed exited with ${code}`);
}

/** Renders the demo audio still missing, in the background (below the API's priority), beside a serving API. */
export function renderDemoAudio({ env, dataDir, stdio }) {
  return spawnDemo('render-pending-cli.ts', { env, dataDir, stdio, detached: true });
}

/**
 * Starts API and apps; resolves once all answer. `stop()` ends both cleanly (the API checkpoints its database). The
 * demo catalogue is seeded before the API opens the database (the embedded one has it to itself, as a server's first
 * start would), and its remaining audio rendered in the background once the API serves — unless `renderAudio` is
 * false: the tracks then keep playing their theme's first piece, rendered and analysed like the others.
 */
export async function startStack({ env = process.env, dataDir, quiet = false, renderAudio = true } = {}) {
  const ports = stackPorts(env);
  const apiUrl = env.API_URL ?? `http://localhost:${ports.api}`;
  const stdio = quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit';
  const apps = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/serve-apps.ts'], {
    cwd: root,
    stdio,
    detached: true,
    env: { ...env, API_URL: apiUrl },
  });
  try {
    log('Seeding the demo catalogue (the first start builds it)');
    await seedDemo({ env, dataDir, stdio });
  } catch (error) {
    process.kill(-apps.pid, 'SIGTERM');
    throw error;
  }
  const api = spawn(pnpmBin, ['--filter', '@rsm/api', 'start'], {
    cwd: root,
    stdio,
    detached: true,
    env: {
      ...env,
      PORT: String(ports.api),
      PUBLIC_URL: apiUrl,
      // Registration and password emails link back to the site the user came from.
      ALLOWED_REDIRECT_ORIGINS: env.ALLOWED_REDIRECT_ORIGINS ?? `http://localhost:${ports.host}`,
      ...(dataDir ? { DATA_DIR: path.resolve(root, dataDir) } : {}),
    },
  });
  const children = [api, apps];
  // The children run in their own process groups (so a signal reaches their whole tree); if this process ends
  // without stop() — an error, Ctrl-C, a killed parent — they must not outlive it.
  const killAll = () => {
    for (const child of children) {
      if (child.exitCode !== null) continue;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  process.once('exit', killAll);
  const stop = async () => {
    for (const child of children) {
      if (child.exitCode === null) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
    }
    await Promise.all(
      children.map((child) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : null)),
    );
  };
  try {
    await waitFor(`http://localhost:${ports.host}/config.json`, apps, 30_000);
    log('Waiting for the API');
    await waitFor(`${apiUrl}/health`, api, 180_000);
    if (renderAudio) children.push(renderDemoAudio({ env, dataDir, stdio }));
  } catch (error) {
    await stop();
    throw error;
  }
  return { ports, apiUrl, stop };
}
