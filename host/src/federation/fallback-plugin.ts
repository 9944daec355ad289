import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const UNAVAILABLE_MODULE = { default: null, unavailable: true } as const;

const RETRIES = 2;
const RETRY_DELAY_MS = 300;

async function fetchWithRetry(url: string, init?: RequestInit): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= RETRIES; attempt += 1) {
    try {
      // Remote manifests, not API calls: the shared API client does not apply here.
      // eslint-disable-next-line no-restricted-globals
      const response = await fetch(url, init);
      if (response.ok || response.status < 500) return response;
      lastError = new Error(`${url} answered ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * 2 ** attempt));
  }
  throw lastError;
}

/**
 * Keeps one dead remote from breaking the page: manifests are fetched with retries, and a remote that still cannot
 * be loaded resolves to an "unavailable" module instead of throwing (the slot renders a translated fallback with a
 * retry for it). The failed remote is dropped from the cache so that retry fetches it afresh.
 *
 * Runtime plugins run before shared modules are negotiated, so this file imports nothing shared (not even React).
 */
export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'rsm-remote-fallback',
    fetch: (url: string, init: RequestInit) => fetchWithRetry(url, init),
    errorLoadRemote({ id, error, lifecycle, origin, remote }) {
      console.error(`Remote ${id} could not be loaded (${lifecycle})`, error);
      if (remote) origin.moduleCache.delete(remote.name);
      if (lifecycle === 'onLoad' || lifecycle === 'afterResolve') return UNAVAILABLE_MODULE;
      return undefined;
    },
  };
}
