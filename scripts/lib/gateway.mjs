// Runs Debian's nginx with the same gateway config the container uses (deploy/nginx), in front of the stack.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RELEASABLE, UNRELEASED, appEntry, readRegistry } from './release-store.mjs';
import { root } from './tools.mjs';

export function nginxAvailable() {
  return spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status === 0;
}

/**
 * The gateway's <APP>_VERSION placeholders for the local stack: each app's current release in `store`, or `dist`
 * (the build served in place, which scripts/serve-apps.ts also serves at /<app>/dist/).
 */
export function gatewayVersions(store) {
  const registry = readRegistry(store);
  return Object.fromEntries(
    Object.keys(RELEASABLE).map((app) => [
      `${app.toUpperCase()}_VERSION`,
      appEntry(registry, app).current ?? UNRELEASED,
    ]),
  );
}

/** Renders deploy/nginx/gateway.conf.template for local upstreams into a complete nginx.conf; returns its path. */
export function writeGatewayConfig({ port, upstreams, dir = path.join(root, '.data', 'gateway') }) {
  mkdirSync(path.join(dir, 'logs'), { recursive: true });
  const template = readFileSync(path.join(root, 'deploy', 'nginx', 'gateway.conf.template'), 'utf8');
  const values = { GATEWAY_PORT: String(port), ...upstreams };
  const server = template.replace(/\$\{(\w+)\}/g, (match, name) => values[name] ?? match);
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;\ndaemon off;\npid ${dir}/nginx.pid;\nerror_log ${dir}/logs/error.log warn;\n` +
      `events { worker_connections 256; }\nhttp {\n  access_log off;\n  client_body_temp_path ${dir};\n` +
      `  proxy_temp_path ${dir};\n  fastcgi_temp_path ${dir};\n  uwsgi_temp_path ${dir};\n  scgi_temp_path ${dir};\n` +
      `  include /etc/nginx/mime.types;\n${server}\n}\n`,
  );
  return conf;
}

/** Starts nginx in the foreground with the gateway config for local upstreams. */
export async function startGateway({ port, upstreams }) {
  const dir = path.join(root, '.data', 'gateway');
  const conf = writeGatewayConfig({ port, upstreams, dir });
  const child = spawn('nginx', ['-c', conf, '-p', dir], { stdio: 'inherit' });
  for (let i = 0; i < 40; i += 1) {
    try {
      if ((await fetch(`http://localhost:${port}/config.json`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return () =>
    new Promise((resolve) =>
      child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGQUIT')),
    );
}
