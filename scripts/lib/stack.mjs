// Starts the composed stack: the API (migrating and seeding on first run) and the five built apps.
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

async function waitFor(url, child, timeoutMs) {
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

/** Starts API and apps; resolves once all answer. `stop()` ends both cleanly (the API checkpoints its database). */
export async function startStack({ env = process.env, dataDir, quiet = false } = {}) {
  const ports = stackPorts(env);
  const apiUrl = env.API_URL ?? `http://localhost:${ports.api}`;
  const stdio = quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit';
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
  const apps = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/serve-apps.ts'], {
    cwd: root,
    stdio,
    detached: true,
    env: { ...env, API_URL: apiUrl },
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
    log('Waiting for the API (the first start migrates and seeds the demo catalogue)');
    await waitFor(`${apiUrl}/health`, api, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { ports, apiUrl, stop };
}
