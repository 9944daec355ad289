// Runs Debian's nginx with the same gateway config the container uses (deploy/nginx), in front of the stack.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './tools.mjs';

export function nginxAvailable() {
  return spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status === 0;
}

/** Renders deploy/nginx/gateway.conf.template for local upstreams and starts nginx in the foreground. */
export async function startGateway({ port, upstreams }) {
  const dir = path.join(root, '.data', 'gateway');
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
