import { atom } from 'nanostores';
import { ofetch } from 'ofetch';
import { RUNTIME_CONFIG_ELEMENT_ID } from './runtime-config-element';

export type RemoteName = 'catalogue' | 'player' | 'playlists' | 'composer';

/** What the host fetches at boot from /config.json: nothing about remotes or the API is compiled in. */
export interface RuntimeConfig {
  apiUrl: string;
  remotes: Record<RemoteName, string>;
  /** The version of each app the page was served (a release's, or `dist` for a build served in place). */
  versions?: Partial<Record<'host' | RemoteName, string>>;
}

export const $runtimeConfig = atom<RuntimeConfig | null>(null);

/** The config the host's server wrote into the page, if it did (a development server does not). */
function inlineConfig(): RuntimeConfig | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as RuntimeConfig;
  } catch {
    return null;
  }
}

/**
 * The runtime config, once: from the page itself when its server wrote it there (no round trip before the first
 * remote can load), else from /config.json on the page's origin. Both are written from the environment when the
 * app is served.
 */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const existing = $runtimeConfig.get();
  if (existing) return existing;
  const config = inlineConfig() ?? (await ofetch<RuntimeConfig>(url, { retry: 3, retryDelay: 300 }));
  $runtimeConfig.set(config);
  return config;
}

export function apiBaseUrl(): string {
  const config = $runtimeConfig.get();
  if (!config)
    throw new Error('Runtime config not loaded: call loadRuntimeConfig() before the first request.');
  return config.apiUrl;
}
