/**
 * Static checks that the container stack releases each app on its own (no browser, no Docker): every web app is
 * built from its own folder into an image per version, and the gateway routes and names those versions. Where
 * nginx is installed, the rendered gateway config is also checked by nginx itself.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { writeGatewayConfig } from '../../scripts/lib/gateway.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Service {
  image?: string;
  build?: { dockerfile?: string; target?: string; args?: Record<string, string> };
  environment?: Record<string, string>;
}
const services = () =>
  (parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, Service> }).services;

const WEB_APPS = {
  host: 'host',
  catalogue: 'mfe-catalogue',
  player: 'mfe-player',
  playlists: 'mfe-playlists',
  composer: 'mfe-composer',
};

test.describe('containers per app', () => {
  for (const [name, folder] of Object.entries(WEB_APPS)) {
    test(`${name} is built from its own folder into an image per version`, () => {
      const service = services()[name]!;
      const version = `\${${name.toUpperCase()}_VERSION:-local}`;
      expect(service.build?.dockerfile).toBe('deploy/web.Dockerfile');
      // Each is its build on a static server: the gateway completes the host's page.
      expect(service.build?.target).toBe('static');
      expect(service.build?.args).toMatchObject({ APP: folder, VERSION: version });
      expect(service.image).toBe(`rsm/${name}:${version}`);
      expect(services().gateway!.environment?.[`${name.toUpperCase()}_VERSION`]).toBe(version);
    });
  }

  test("every web app shares one install; an app's build then copies only its own folder", () => {
    const dockerfile = read('deploy/web.Dockerfile');
    const deps = dockerfile.slice(dockerfile.indexOf('AS deps'), dockerfile.indexOf('FROM deps AS build'));
    expect(deps).not.toMatch(/ARG APP/);
    const build = dockerfile.slice(dockerfile.indexOf('FROM deps AS build'));
    const buildStage = build.slice(0, build.indexOf('\nFROM '));
    const sources = [...buildStage.matchAll(/^COPY (\S+)/gm)].map((match) => match[1]);
    expect(sources).toEqual(['${APP}/']);
    expect(dockerfile).not.toMatch(/^COPY \. /m);
  });

  test("the gateway's runtime config names each remote's versioned path, and the host's version", () => {
    const template = read('deploy/nginx/gateway.conf.template');
    for (const name of ['catalogue', 'player', 'playlists', 'composer']) {
      const variable = `\${${name.toUpperCase()}_VERSION}`;
      expect(template).toContain(
        `"${name}":"\${PUBLIC_ORIGIN}/releases/${name}/${variable}/mf-manifest.json"`,
      );
      expect(template).toMatch(
        new RegExp(`location /releases/${name}/ \\{\\s+proxy_pass \\$\\{\\w+\\}/${name}/;`),
      );
    }
    expect(template).toContain('"host":"${HOST_VERSION}"');
  });

  test('nginx accepts the rendered gateway config', () => {
    test.skip(spawnSync('nginx', ['-v']).status !== 0, 'nginx is not installed');
    const dir = mkdtempSync(path.join(tmpdir(), 'gateway-'));
    try {
      const upstream = 'http://127.0.0.1:9';
      const conf = writeGatewayConfig({
        port: 8799,
        dir,
        upstreams: {
          PUBLIC_ORIGIN: 'http://localhost:8799',
          API_UPSTREAM: upstream,
          HOST_UPSTREAM: upstream,
          CATALOGUE_UPSTREAM: upstream,
          PLAYER_UPSTREAM: upstream,
          PLAYLISTS_UPSTREAM: upstream,
          COMPOSER_UPSTREAM: upstream,
          HOST_VERSION: 'v1',
          CATALOGUE_VERSION: 'v1',
          PLAYER_VERSION: 'v1',
          PLAYLISTS_VERSION: 'v1',
          COMPOSER_VERSION: 'v1',
        },
      });
      const check = spawnSync('nginx', ['-t', '-c', conf, '-p', dir], { encoding: 'utf8' });
      expect(check.stderr).toContain('syntax is ok');
      expect(check.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
