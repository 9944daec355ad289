/**
 * The scripts a remote's expose runs, read from the remote's mf-manifest.json, so the host's server can preload them
 * in the page's head: without this, the browser learns of them only after the host's own scripts have run and the
 * Module Federation runtime has fetched the manifest — two round trips later, on the path to the page's content.
 */
import { z } from 'zod';

const manifestSchema = z.object({
  metaData: z.object({
    remoteEntry: z.object({ name: z.string(), path: z.string() }),
    publicPath: z.string().optional(),
  }),
  exposes: z.array(
    z.object({ name: z.string(), assets: z.object({ js: z.object({ sync: z.array(z.string()) }) }) }),
  ),
});
type Manifest = z.infer<typeof manifestSchema>;

/** The remote entry and the expose's own chunks, as absolute URLs. */
export function exposeScripts(manifest: Manifest, manifestUrl: string, expose: string): string[] {
  const { publicPath, remoteEntry } = manifest.metaData;
  const base =
    publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl) : new URL('.', manifestUrl);
  const files = manifest.exposes.find((item) => item.name === expose)?.assets.js.sync ?? [];
  const entry = [remoteEntry.path, remoteEntry.name].filter(Boolean).join('/');
  return [entry, ...files].map((file) => new URL(file, base).href);
}

interface Options {
  /** How long a manifest read is used before it is read again (in the background). */
  maxAgeMs?: number;
  /** How long a page waits for a manifest never read before going without its preloads. */
  timeoutMs?: number;
  fetchJson?: (url: string, signal: AbortSignal) => Promise<unknown>;
}

const fetchJson = async (url: string, signal: AbortSignal) => {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
};

/**
 * `scriptsOf(manifestUrl, expose)`: the scripts to preload, or none when the manifest cannot be read in time. A
 * manifest is read once and then again in the background when older than `maxAgeMs`, so a redeployed remote is
 * followed within seconds and a page never waits on a read it has already made.
 */
export function createRemoteScripts({
  maxAgeMs = 10_000,
  timeoutMs = 300,
  fetchJson: read = fetchJson,
}: Options = {}) {
  const cache = new Map<string, { readAt: number; manifest: Promise<Manifest | null> }>();
  const readManifest = (url: string): Promise<Manifest | null> => {
    const manifest = read(url, AbortSignal.timeout(5_000))
      .then((json) => manifestSchema.parse(json))
      .catch(() => null);
    cache.set(url, { readAt: Date.now(), manifest });
    return manifest;
  };
  return async function scriptsOf(manifestUrl: string, expose: string): Promise<string[]> {
    const cached = cache.get(manifestUrl);
    let manifest: Manifest | null;
    if (cached) {
      if (Date.now() - cached.readAt > maxAgeMs) void readManifest(manifestUrl);
      manifest = await cached.manifest;
    } else {
      const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs).unref());
      manifest = await Promise.race([readManifest(manifestUrl), timeout]);
    }
    return manifest ? exposeScripts(manifest, manifestUrl, expose) : [];
  };
}
