/**
 * Serves a built app (its dist/ folder) the way the production gateway does:
 * - remoteEntry.js, mf-manifest.json, index.html and config.json are never cached; hashed chunks are immutable;
 *   everything else is revalidated (ETag / Last-Modified, answered 304 when unchanged);
 * - CORS on everything, so the host can load a remote from another origin;
 * - only the host falls back to index.html for unknown paths (a remote answering a missing chunk with HTML
 *   would fail as "Unexpected token '<'");
 * - brotli or gzip when the client accepts it: the build's compressed copies of scripts (`.br`, `.gz`, best
 *   quality), anything else compressed once per file version at fast settings and kept in memory;
 * - the host's index.html gets per-request head tags (`htmlHead`: the inline runtime config and resource hints),
 *   unless the request comes from a gateway that writes them itself (`X-Runtime-Config: gateway`).
 */
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import {
  brotliCompress,
  constants as zlib,
  gzip as gzipCompress,
  type BrotliOptions,
  type ZlibOptions,
} from 'node:zlib';

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
/** Sent by the gateway (deploy/nginx), which writes the runtime config into the host's page itself. */
const GATEWAY_HEAD_HEADER = 'x-runtime-config';
/** Below this, compression saves less than its own header costs. */
const MIN_COMPRESSED_SIZE = 512;

export interface StaticServerOptions {
  /** The folder served at `/`; a function is asked on every request (the current release can change any time). */
  root: string | (() => string);
  port: number;
  host?: string;
  spaFallback: boolean;
  /** Extra files served from memory, e.g. the runtime config (a function is asked on every request). */
  files?: Record<string, string | (() => string)>;
  /** URL prefixes served from other folders, e.g. `/catalogue/` → the release store's versions of the catalogue. */
  mounts?: Record<string, string>;
  /** Tags written at the end of index.html's <head> for a request of `pathname` (the host's runtime config). */
  htmlHead?: (pathname: string) => string | Promise<string>;
  /** Where the root's page finds its scripts, when not at `/` (a release's page: `/host/<version>/`). */
  assetBase?: () => string;
}

type Encoding = 'br' | 'gzip' | 'identity';

interface Body {
  bytes: Uint8Array;
  /** The encoding applied: identity for files too small to gain from compression. */
  encoding: Encoding;
  etag: string;
  lastModified?: string;
}

function cacheControl(file: string): string {
  const base = path.basename(file);
  if (NEVER_CACHED.has(base)) return 'no-store';
  if (/\.[0-9a-f]{8}\.js$/.test(base)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** The encoding to answer with: brotli first, then gzip, as the client's Accept-Encoding allows. */
export function negotiateEncoding(
  acceptEncoding: string | string[] | undefined,
  compressible: boolean,
): Encoding {
  if (!compressible) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of [acceptEncoding ?? ''].flat().join(',').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}

/** A Buffer seen as the plain byte array the zlib and crypto signatures take. */
const bytesOf = (buffer: Buffer): Uint8Array =>
  new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);

const brotli = (bytes: Uint8Array, options: BrotliOptions) =>
  new Promise<Uint8Array>((resolve, reject) =>
    brotliCompress(bytes, options, (error, out) => (error ? reject(error) : resolve(bytesOf(out)))),
  );
const gzip = (bytes: Uint8Array, options: ZlibOptions) =>
  new Promise<Uint8Array>((resolve, reject) =>
    gzipCompress(bytes, options, (error, out) => (error ? reject(error) : resolve(bytesOf(out)))),
  );

/**
 * Compression while the browser waits, so at fast settings. Scripts come compressed at the best settings from the
 * build (see precompress-plugin.ts); this covers the rest (pages, manifests, source maps).
 */
function compress(bytes: Uint8Array, encoding: Encoding): Promise<Uint8Array> {
  if (encoding === 'br')
    return brotli(bytes, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    });
  if (encoding === 'gzip') return gzip(bytes, { level: 6 });
  return Promise.resolve(bytes);
}

const PRECOMPRESSED_SUFFIX: Partial<Record<Encoding, string>> = { br: '.br', gzip: '.gz' };

/** The build's compressed copy of `file` for `encoding`, if there is one at least as new as the file. */
async function readPrecompressed(file: string, encoding: Encoding, mtimeMs: number) {
  const suffix = PRECOMPRESSED_SUFFIX[encoding];
  if (!suffix) return null;
  try {
    const copy = `${file}${suffix}`;
    if (statSync(copy).mtimeMs < mtimeMs) return null;
    return bytesOf(await readFile(copy));
  } catch {
    return null;
  }
}

const etagOf = (bytes: Uint8Array) =>
  `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 22)}"`;

async function encode(source: Uint8Array, encoding: Encoding, lastModified?: string): Promise<Body> {
  const applied = source.length < MIN_COMPRESSED_SIZE ? 'identity' : encoding;
  const bytes = await compress(source, applied);
  // The encoded bytes differ per encoding, and so must the validator.
  return { bytes, encoding: applied, etag: etagOf(bytes), lastModified };
}

/** Encoded bodies of files on disk, per file version and encoding (in flight or done, so each is encoded once). */
function createBodyCache() {
  const cache = new Map<string, Promise<Body>>();
  return (file: string, encoding: Encoding): Promise<Body> => {
    const stat = statSync(file);
    const key = `${file}\0${encoding}\0${stat.mtimeMs}\0${stat.size}`;
    let body = cache.get(key);
    if (!body) {
      const lastModified = stat.mtime.toUTCString();
      body = readPrecompressed(file, encoding, stat.mtimeMs).then(async (bytes) =>
        bytes
          ? { bytes, encoding, etag: etagOf(bytes), lastModified }
          : encode(bytesOf(await readFile(file)), encoding, lastModified),
      );
      body.catch(() => cache.delete(key));
      cache.set(key, body);
    }
    return body;
  };
}

function send(req: IncomingMessage, res: ServerResponse, headers: Record<string, string>, body: Body) {
  const notModified =
    req.headers['if-none-match'] === body.etag ||
    (!req.headers['if-none-match'] &&
      body.lastModified &&
      req.headers['if-modified-since'] === body.lastModified);
  const allHeaders: Record<string, string> = { ...headers, ETag: body.etag };
  if (body.lastModified) allHeaders['Last-Modified'] = body.lastModified;
  if (notModified) return void res.writeHead(304, allHeaders).end();
  if (body.encoding !== 'identity') allHeaders['Content-Encoding'] = body.encoding;
  allHeaders['Content-Length'] = String(body.bytes.length);
  res.writeHead(200, allHeaders);
  res.end(req.method === 'HEAD' ? undefined : body.bytes);
}

/** The folder and file a URL path names: a mount's when it starts with one, else the root's. */
function locate(
  options: StaticServerOptions,
  urlPath: string,
): { dir: string; file: string; mounted: boolean } {
  for (const [prefix, dir] of Object.entries(options.mounts ?? {})) {
    if (!urlPath.startsWith(prefix)) continue;
    // Staging folders and the store's own files start with a dot and are never served.
    const rest = urlPath.slice(prefix.length);
    const mountedDir = path.resolve(dir);
    return { dir: mountedDir, file: rest.startsWith('.') ? '' : path.join(mountedDir, rest), mounted: true };
  }
  const dir = path.resolve(typeof options.root === 'function' ? options.root() : options.root);
  return { dir, file: path.join(dir, urlPath), mounted: false };
}

/** The page's root-relative script and preload tags, moved onto `base` (a release's folder). */
export function rebasePage(html: string, base: string): string {
  if (base === '/') return html;
  return html.replace(/(<(?:script|link)\b[^>]*?\b(?:src|href)=")\/(?!\/)/g, `$1${base}`);
}

export function serveStatic(options: StaticServerOptions): Promise<Server> {
  const bodyOf = createBodyCache();
  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405).end();
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const memoryFile = options.files?.[urlPath];
    const inMemory = typeof memoryFile === 'function' ? memoryFile() : memoryFile;
    if (inMemory !== undefined) {
      res.writeHead(200, {
        'Content-Type': TYPES[path.extname(urlPath)] ?? 'text/plain',
        'Cache-Control': 'no-store',
      });
      return void res.end(req.method === 'HEAD' ? undefined : inMemory);
    }
    const located = locate(options, urlPath);
    const root = located.dir;
    let file = located.file;
    if (!file || !file.startsWith(root)) return void res.writeHead(403).end();
    let exists = isFile(file);
    if (!exists && isDirectory(file)) {
      file = path.join(file, 'index.html');
      exists = isFile(file);
    }
    if (!exists) {
      const looksLikeAsset = path.extname(urlPath) !== '';
      if (!options.spaFallback || looksLikeAsset || located.mounted)
        return void res.writeHead(404).end('Not found');
      file = path.join(root, 'index.html');
    }
    // The root's page, served for any deep link; a release's page has its scripts in its own folder.
    const isPage = !located.mounted && path.basename(file) === 'index.html';
    const ext = path.extname(file);
    // A gateway that writes the page's head itself (deploy/nginx) asks for the page as built, uncompressed.
    const headByGateway = ext === '.html' && req.headers[GATEWAY_HEAD_HEADER] === 'gateway';
    const encoding = headByGateway
      ? 'identity'
      : negotiateEncoding(req.headers['accept-encoding'], COMPRESSIBLE.test(file));
    const headers = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': cacheControl(file),
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
    };
    const { htmlHead } = options;
    const base = isPage ? (options.assetBase?.() ?? '/') : '/';
    const rewrites = isPage && ((htmlHead && !headByGateway) || base !== '/');
    const body = rewrites
      ? Promise.all([readFile(file, 'utf8'), htmlHead && !headByGateway ? htmlHead(urlPath) : '']).then(
          ([html, head]) =>
            encode(
              new TextEncoder().encode(rebasePage(html, base).replace('</head>', `${head}</head>`)),
              encoding,
            ),
        )
      : bodyOf(file, encoding);
    body.then(
      (encoded) => send(req, res, headers, encoded),
      () => void res.writeHead(500).end(),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => resolve(server));
  });
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

function isDirectory(file: string): boolean {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
}
