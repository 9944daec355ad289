/**
 * Serves a built app the way the production gateway does, with `sirv` sending the files:
 * - remoteEntry.js, mf-manifest.json, index.html and config.json are never cached; hashed chunks are immutable;
 *   everything else is revalidated (ETag / Last-Modified, answered 304 when unchanged);
 * - CORS on everything, so the host can load a remote from another origin;
 * - only the host falls back to its page for unknown paths (a remote answering a missing chunk with HTML would fail
 *   as "Unexpected token '<'"); files whose path has a segment starting with a dot are never served;
 * - the build's brotli or gzip copies (`.br`, `.gz`, see precompress-plugin.ts) when the client accepts them;
 * - the host's page gets per-request tags (`page`): in its head the inline runtime config and resource hints, in
 *   its root a first paint (first-paint.ts); it is compressed as it is sent;
 * - released versions are served from the release store under `mounts` (`/<app>/<version>/…`), and a release's
 *   page has its scripts rebased onto its folder (`assetBase`).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import sirv from 'sirv';
import { bootAfterFirstPaint, FIRST_PAINT_BOOT } from './first-paint';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
const NEVER_CACHED = new Set(['remoteEntry.js', 'mf-manifest.json', 'index.html', 'config.json']);
export interface PageTags {
  head: string;
  body?: string;
  /** The page's deferred scripts are run by its first paint's loader (first-paint.ts), once it is drawn. */
  bootAfterFirstPaint?: boolean;
}

export interface StaticServerOptions {
  /** The folder served at `/`; a function is asked on every request (the current release can change any time). */
  root: string | (() => string);
  port: number;
  host?: string;
  spaFallback: boolean;
  /** Extra files served from memory, e.g. the runtime config (a function is asked on every request). */
  files?: Record<string, string | (() => string)>;
  /** Origins besides its own whose scripts the host's page runs: the remotes' (asked on every page). */
  scriptOrigins?: () => string[];
  /** URL prefixes served from other folders, e.g. `/catalogue/` → the release store's versions of the catalogue. */
  mounts?: Record<string, string>;
  /**
   * Tags for a request of `pathname`: `head` is written at the end of index.html's <head>, `body` at the end of its
   * root element, after the top bar's frame; `search` is the request's query string (`?q[text][]=piano`, or '').
   */
  page?: (pathname: string, search: string) => PageTags | Promise<PageTags>;
  /** Where the root's page finds its scripts, when not at `/` (a release's page: `/host/<version>/`). */
  assetBase?: () => string;
}

export function cacheControl(file: string): string {
  const base = path.basename(file);
  if (NEVER_CACHED.has(base)) return 'no-store';
  if (/\.[0-9a-f]{8}\.js$/.test(base)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** The page's root-relative script and preload tags, moved onto `base` (a release's folder). */
export function rebasePage(html: string, base: string): string {
  if (base === '/') return html;
  return html.replace(/(<(?:script|link)\b[^>]*?\b(?:src|href)=")\/(?!\/)/g, `$1${base}`);
}

/** The page with `tags`: the head's at the end of <head>, the body's at the end of the root (its last element). */
export function withTags(
  html: string,
  { head, body = '', bootAfterFirstPaint: deferBoot }: PageTags,
): string {
  const withHead = (deferBoot ? bootAfterFirstPaint(html) : html).replace('</head>', () => `${head}</head>`);
  return body
    ? withHead.replace(/<\/div>(\s*)<\/body>/, (_match, space: string) => `${body}</div>${space}</body>`)
    : withHead;
}

/** The page's encoding: brotli first, then gzip, as the client's Accept-Encoding allows (q=0 refuses). */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | 'identity' {
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

/** The page is written per request, so compressed while the browser waits: fast settings. */
function compressPage(html: string, encoding: 'br' | 'gzip' | 'identity'): Promise<Uint8Array> {
  const bytes = new TextEncoder().encode(html);
  if (encoding === 'identity') return Promise.resolve(bytes);
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, out: Buffer) =>
      error ? reject(error) : resolve(new Uint8Array(out.buffer, out.byteOffset, out.byteLength));
    if (encoding === 'br') brotliCompress(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }, done);
    else gzip(bytes, { level: 6 }, done);
  });
}

/** The one inline script a page may run: the first paint's loader, allowed by its hash. */
const BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256')
  .update(FIRST_PAINT_BOOT.replace(/^<script>/, '').replace(/<\/script>$/, ''))
  .digest('base64')}'`;

/**
 * A page of the site is never framed by another site (clickjacking) nor read by another origin's scripts, runs
 * scripts only from its own origin, the remotes' origins and the first paint's loader (an injected `<script>` or
 * inline handler does not run), and sends no Referer: a page's address can carry a password-reset or share token,
 * which must not reach the sites it links to. The scripts, manifests and chunks around it keep
 * `Access-Control-Allow-Origin: *` (remotes load across origins).
 */
export function pagePolicy(scriptOrigins: string[] = []): string {
  const origins = [...new Set(scriptOrigins)].filter((origin) => /^https?:\/\/[^\s;,']+$/.test(origin));
  const scripts = ["'self'", BOOT_SCRIPT_HASH, ...origins].join(' ');
  return `frame-ancestors 'none'; object-src 'none'; base-uri 'self'; script-src ${scripts}`;
}
export const PAGE_POLICY = pagePolicy();

/** The origins of these addresses (the remotes' manifests), leaving out any that does not parse. */
export function originsOf(urls: string[]): string[] {
  return urls.flatMap((url) => {
    try {
      return [new URL(url).origin];
    } catch {
      return [];
    }
  });
}
export const REFERRER_POLICY = 'no-referrer';
function setPageHeaders(res: ServerResponse, policy = PAGE_POLICY) {
  res.removeHeader('Access-Control-Allow-Origin');
  res.setHeader('Content-Security-Policy', policy);
  res.setHeader('X-Frame-Options', 'DENY');
}

function setFileHeaders(res: ServerResponse, pathname: string) {
  const type = TYPES[path.extname(pathname)];
  if (type) res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', cacheControl(pathname));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (pathname.endsWith('.html')) setPageHeaders(res);
}

/**
 * One sirv handler per folder. `dev` mode looks each file up when asked: dist/ is rebuilt in place by the build
 * command, and a pruned release must answer 404, not a file listed when the server started.
 */
function createFileHandlers() {
  const handlers = new Map<string, ReturnType<typeof sirv>>();
  return (dir: string) => {
    let handler = handlers.get(dir);
    if (!handler) {
      handler = sirv(dir, {
        dev: true,
        etag: true,
        brotli: true,
        gzip: true,
        extensions: [],
        setHeaders: setFileHeaders,
      });
      handlers.set(dir, handler);
    }
    return handler;
  };
}

/** The folder a URL path is served from, and the path inside it: a mount's when it starts with one. */
function locate(
  options: StaticServerOptions,
  urlPath: string,
): { dir: string; rest: string; mounted: boolean } {
  for (const [prefix, dir] of Object.entries(options.mounts ?? {})) {
    if (urlPath.startsWith(prefix)) return { dir, rest: `/${urlPath.slice(prefix.length)}`, mounted: true };
  }
  const dir = typeof options.root === 'function' ? options.root() : options.root;
  return { dir, rest: urlPath, mounted: false };
}

async function sendPage(
  req: IncomingMessage,
  res: ServerResponse,
  options: StaticServerOptions,
  dir: string,
  urlPath: string,
  search: string,
) {
  const [html, tags] = await Promise.all([
    readFile(path.join(dir, 'index.html'), 'utf8'),
    options.page ? options.page(urlPath, search) : { head: '' },
  ]);
  const page = withTags(rebasePage(html, options.assetBase?.() ?? '/'), tags);
  const encoding = negotiateEncoding(req.headers['accept-encoding']);
  const body = await compressPage(page, encoding);
  setPageHeaders(res, pagePolicy(options.scriptOrigins?.()));
  res.writeHead(200, {
    'Content-Type': TYPES['.html'],
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
    'Content-Length': String(body.length),
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

export function serveStatic(options: StaticServerOptions): Promise<Server> {
  const filesIn = createFileHandlers();
  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Referrer-Policy', REFERRER_POLICY);
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405).end();
    let urlPath: string;
    let search: string;
    try {
      const url = new URL(req.url ?? '/', 'http://x');
      urlPath = decodeURIComponent(url.pathname);
      search = url.search;
    } catch {
      return void res.writeHead(400).end('Bad request');
    }
    const memoryFile = options.files?.[urlPath];
    const inMemory = typeof memoryFile === 'function' ? memoryFile() : memoryFile;
    if (inMemory !== undefined) {
      res.writeHead(200, {
        'Content-Type': TYPES[path.extname(urlPath)] ?? 'text/plain',
        'Cache-Control': 'no-store',
      });
      return void res.end(req.method === 'HEAD' ? undefined : inMemory);
    }
    // Staging folders of the release store, dotfiles and `..` are never served; nor source maps, which stay on
    // the server's disk (the full source of every app, for reading a stack trace there, not for every visitor).
    if (/\/\./.test(urlPath) || urlPath.endsWith('.map')) return void res.writeHead(404).end('Not found');
    const { dir, rest, mounted } = locate(options, urlPath);
    const isPage = !mounted && (rest === '/' || rest === '/index.html');
    const fallback = () => {
      const looksLikeAsset = path.extname(urlPath) !== '';
      if (!options.spaFallback || mounted || looksLikeAsset) return void res.writeHead(404).end('Not found');
      sendPage(req, res, options, dir, urlPath, search).catch(() => res.writeHead(500).end());
    };
    if (options.spaFallback && isPage) return fallback();
    req.url = rest;
    filesIn(path.resolve(dir))(req, res, fallback);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => resolve(server));
  });
}
