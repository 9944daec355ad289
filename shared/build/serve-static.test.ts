/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { FIRST_PAINT_BOOT } from './first-paint';
import { negotiateEncoding, PAGE_POLICY, serveStatic } from './serve-static';

const chunk = `export const tracks = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `track ${i}`))};`;
const page =
  '<!doctype html><html><head><title>Music</title></head><body><div id="root"></div></body></html>';

let root: string;
let server: Server;
let base: string;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Uint8Array;
  text: string;
}

function fetchRaw(urlPath: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    get(`${base}${urlPath}`, { headers }, (res) => {
      const parts: number[] = [];
      res.on('data', (part: Uint8Array) => parts.push(...part));
      res.on('end', () => {
        const body = Uint8Array.from(parts);
        const text = new TextDecoder().decode(body);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text });
      });
    }).on('error', reject);
  });
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'serve-static-'));
  mkdirSync(path.join(root, 'chunks'));
  writeFileSync(path.join(root, 'chunks', '42.0a1b2c3d.js'), chunk);
  writeFileSync(path.join(root, 'main.js'), chunk);
  writeFileSync(path.join(root, 'main.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
  writeFileSync(path.join(root, 'chunks', '42.0a1b2c3d.js.map'), '{"version":3}');
  // The build's compressed copy of a chunk is sent as it is.
  writeFileSync(path.join(root, 'chunks', '7.0a1b2c3d.js'), chunk);
  writeFileSync(path.join(root, 'chunks', '7.0a1b2c3d.js.br'), 'built brotli');
  writeFileSync(path.join(root, 'chunks', '7.0a1b2c3d.js.gz'), new Uint8Array(gzipSync(chunk)));
  writeFileSync(path.join(root, 'index.html'), page);
  server = await serveStatic({
    root,
    port: 0,
    host: '127.0.0.1',
    spaFallback: true,
    files: { '/config.json': '{"apiUrl":"http://api.test"}' },
    scriptOrigins: () => ['http://remote.test:8081', 'http://remote.test:8081', "bad origin 'unsafe-inline'"],
    page: (pathname) => ({
      head: `<meta name="path" content="${pathname}">`,
      body: pathname === '/' ? '<img alt="" src="/hero.avif">' : '',
    }),
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('serveStatic', () => {
  it("sends the build's brotli copy of a hashed chunk when the browser takes it, cached for good", async () => {
    const answer = await fetchRaw('/chunks/7.0a1b2c3d.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.text).toBe('built brotli');
  });

  it('falls back to the gzip copy, then to the file as it is', async () => {
    const gzipped = await fetchRaw('/chunks/7.0a1b2c3d.js', { 'Accept-Encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(new TextDecoder().decode(gunzipSync(gzipped.body))).toBe(chunk);
    const plain = await fetchRaw('/chunks/42.0a1b2c3d.js', { 'Accept-Encoding': 'br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(chunk);
  });

  it('answers 304 when an unhashed file has not changed since the browser fetched it', async () => {
    const first = await fetchRaw('/main.js', { 'Accept-Encoding': 'br' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await fetchRaw('/main.js', {
      'Accept-Encoding': 'br',
      'If-None-Match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("writes the page's head tags for the requested path", async () => {
    const deepLink = await fetchRaw('/albums/abc', { 'Accept-Encoding': 'br' });
    expect(deepLink.headers['cache-control']).toBe('no-store');
    expect(deepLink.headers['content-encoding']).toBe('br');
    expect(new TextDecoder().decode(brotliDecompressSync(deepLink.body))).toContain(
      '<meta name="path" content="/albums/abc"></head>',
    );
  });

  it("writes the page's first paint at the end of its root", async () => {
    const home = await fetchRaw('/');
    expect(home.text).toContain('<body><div id="root"><img alt="" src="/hero.avif"></div></body>');
  });

  it('keeps the page out of frames and out of reach of other origins, not the scripts', async () => {
    const deepLink = await fetchRaw('/albums/abc');
    const bootHash = createHash('sha256')
      .update(FIRST_PAINT_BOOT.slice('<script>'.length, -'</script>'.length))
      .digest('base64');
    expect(deepLink.headers['content-security-policy']).toBe(
      "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; " +
        `script-src 'self' 'sha256-${bootHash}' http://remote.test:8081`,
    );
    expect(deepLink.headers['x-frame-options']).toBe('DENY');
    expect(deepLink.headers['access-control-allow-origin']).toBeUndefined();
    expect((await fetchRaw('/main.js')).headers['access-control-allow-origin']).toBe('*');
  });

  it('never answers a missing asset with the page, and serves the runtime config from memory', async () => {
    expect((await fetchRaw('/chunks/missing.js')).status).toBe(404);
    const config = await fetchRaw('/config.json');
    expect(config.headers['cache-control']).toBe('no-store');
    expect(config.headers['access-control-allow-origin']).toBe('*');
    expect(JSON.parse(config.text)).toEqual({ apiUrl: 'http://api.test' });
  });

  it('sends no Referer from its pages: a reset or share token in their address stays there', async () => {
    for (const url of ['/new-password?reset_password_token=secret', '/main.js'])
      expect((await fetchRaw(url)).headers['referrer-policy']).toBe('no-referrer');
  });

  it('publishes no source maps, which stay on disk', async () => {
    expect((await fetchRaw('/main.js.map')).status).toBe(404);
    expect((await fetchRaw('/chunks/42.0a1b2c3d.js.map')).status).toBe(404);
    expect((await fetchRaw('/main.js')).status).toBe(200);
  });

  it('is the policy the gateway sends with the page', () => {
    const gateway = readFileSync(
      path.join(__dirname, '..', '..', 'deploy', 'nginx', 'gateway.conf.template'),
      'utf8',
    );
    expect(gateway).toContain(`add_header Content-Security-Policy "${PAGE_POLICY}" always;`);
    expect(gateway).toContain('add_header Referrer-Policy no-referrer always;');
  });

  it('serves nothing outside its folder', async () => {
    expect((await fetchRaw('/chunks/..%2f..%2f..%2fetc%2fpasswd')).status).toBe(404);
    expect((await fetchRaw('/%E0%A4%A')).status).toBe(400);
  });
});

describe('negotiateEncoding', () => {
  it('prefers brotli and honours q=0', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('identity')).toBe('identity');
  });
});

describe('serveStatic with released versions', () => {
  let store: string;
  let releases: Server;
  let current = 'v1';
  const releasePage = (version: string) =>
    `<html><head><script defer src="/main.js"></script><link rel="preload" as="script" href="/chunks/1.0a1b2c3d.js"><link rel="icon" href="data:x"></head><body>${version}</body></html>`;

  beforeAll(async () => {
    store = mkdtempSync(path.join(tmpdir(), 'release-store-'));
    for (const version of ['v1', 'v2']) {
      mkdirSync(path.join(store, 'host', version, 'chunks'), { recursive: true });
      writeFileSync(path.join(store, 'host', version, 'index.html'), releasePage(version));
      writeFileSync(path.join(store, 'host', version, 'chunks', '1.0a1b2c3d.js'), `// ${version}`);
    }
    mkdirSync(path.join(store, 'host', '.staging-v3'));
    writeFileSync(path.join(store, 'host', '.staging-v3', 'main.js'), '// half built');
    releases = await serveStatic({
      root: () => path.join(store, 'host', current),
      mounts: { '/host/': path.join(store, 'host') },
      assetBase: () => `/host/${current}/`,
      port: 0,
      host: '127.0.0.1',
      spaFallback: true,
    });
    base = `http://127.0.0.1:${(releases.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    releases.close();
    rmSync(store, { recursive: true, force: true });
  });

  it("serves the current release's page with its scripts in the release's folder", async () => {
    const deepLink = await fetchRaw('/albums/abc');
    expect(deepLink.text).toContain('<script defer src="/host/v1/main.js">');
    expect(deepLink.text).toContain('href="/host/v1/chunks/1.0a1b2c3d.js"');
    expect(deepLink.text).toContain('href="data:x"');
  });

  it('keeps serving the previous version to open tabs after the next one becomes current', async () => {
    current = 'v2';
    expect((await fetchRaw('/')).text).toContain('/host/v2/main.js');
    expect((await fetchRaw('/host/v1/chunks/1.0a1b2c3d.js')).text).toBe('// v1');
    expect((await fetchRaw('/host/v2/chunks/1.0a1b2c3d.js')).text).toBe('// v2');
  });

  it('answers 404 for a version it does not have, and never serves a half-built one', async () => {
    expect((await fetchRaw('/host/v9/chunks/1.0a1b2c3d.js')).status).toBe(404);
    expect((await fetchRaw('/host/.staging-v3/main.js')).status).toBe(404);
  });
});
