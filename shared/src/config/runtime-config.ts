import { atom } from 'nanostores';
import { ofetch } from 'ofetch';

export type RemoteName = 'catalogue' | 'player' | 'playlists' | 'composer';

/** What the host fetches at boot from /config.json: nothing about remotes or the API is compiled in. */
export interface RuntimeConfig {
  apiUrl: string;
  remotes: Record<RemoteName, string>;
}

export const $runtimeConfig = atom<RuntimeConfig | null>(null);

/** Loads /config.json once from the page's origin (written from the environment when the app is served). */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const existing = $runtimeConfig.get();
  if (existing) return existing;
  const config = await ofetch<RuntimeConfig>(url, { retry: 3, retryDelay: 300 });
  $runtimeConfig.set(config);
  return config;
}

export function apiBaseUrl(): string {
  const config = $runtimeConfig.get();
  if (!config)
    throw new Error('Runtime config not loaded: call loadRuntimeConfig() before the first request.');
  return config.apiUrl;
}
