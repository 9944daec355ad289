/**
 * Serves a built app (its dist/ folder) the way the production gateway does:
 * - remoteEntry.js, mf-manifest.json, index.html and config.json are never cached; hashed chunks are immutable;
 * - CORS on everything, so the host can load a remote from another origin;
 * - only the host falls back to index.html for unknown paths (a remote answering a missing chunk with HTML
 *   would fail as "Unexpected token '<'");
 * - gzip when the client accepts it.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const NEVER_CACHED = new Set(['remoteEntry.js', 'mf-manifest.json', 'index.html', 'config.json']);
const COMPRESSIBLE = /\.(html|js|json|map|css|svg|txt)$/;

export interface StaticServerOptions {
  root: string;
  port: number;
  host?: string;
  spaFallback: boolean;
  /** Extra files served from memory, e.g. the runtime config. */
  files?: Record<string, string>;
}

function cacheControl(file: string): string {
  const base = path.basename(file);
  if (NEVER_CACHED.has(base)) return 'no-store';
  if (/\.[0-9a-f]{8}\.js$/.test(base)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

export function serveStatic(options: StaticServerOptions): Promise<Server> {
  const root = path.resolve(options.root);
  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405).end();
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const inMemory = options.files?.[urlPath];
    if (inMemory !== undefined) {
      res.writeHead(200, {
        'Content-Type': TYPES[path.extname(urlPath)] ?? 'text/plain',
        'Cache-Control': 'no-store',
      });
      return void res.end(req.method === 'HEAD' ? undefined : inMemory);
    }
    let file = path.join(root, urlPath);
    if (!file.startsWith(root)) return void res.writeHead(403).end();
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!existsSync(file)) {
      const looksLikeAsset = path.extname(urlPath) !== '';
      if (!options.spaFallback || looksLikeAsset) return void res.writeHead(404).end('Not found');
      file = path.join(root, 'index.html');
    }
    const ext = path.extname(file);
    const headers: Record<string, string> = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': cacheControl(file),
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
    };
    const gzip = COMPRESSIBLE.test(file) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (gzip) headers['Content-Encoding'] = 'gzip';
    else headers['Content-Length'] = String(statSync(file).size);
    res.writeHead(200, headers);
    if (req.method === 'HEAD') return void res.end();
    const stream = createReadStream(file);
    (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => resolve(server));
  });
}
