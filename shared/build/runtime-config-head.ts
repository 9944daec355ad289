/**
 * What the host's server writes into index.html's <head>, so the first view does not wait on a chain of round trips:
 * - the runtime config itself (the same JSON as /config.json, which stays for anything that fetches it);
 * - preconnects to the API and to the origins of the remotes the page is about to load (no-ops when a gateway
 *   serves everything from one origin);
 * - preloads of the manifests the page is sure to need: the player's (on every page) and the one of the remote
 *   that owns the requested path;
 * - preloads of the scripts of that remote's page module (`scripts`, read from its manifest by the server).
 */
import type { RuntimeConfig } from '../src/config/runtime-config';
import { RUNTIME_CONFIG_ELEMENT_ID } from '../src/config/runtime-config-element';
import { routeOwner } from '../src/paths';

/** JSON that cannot close the script element it sits in, nor open a comment there. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The tags for a request of `pathname` on the host. */
export function runtimeConfigHead(config: RuntimeConfig, pathname: string, scripts: string[] = []): string {
  const owner = routeOwner(pathname);
  // The catalogue draws the top bar's search on nearly every page, so its connection is opened too.
  const remotes = new Set([
    config.remotes.player,
    config.remotes.catalogue,
    ...(owner ? [config.remotes[owner]] : []),
  ]);
  const manifests = new Set([config.remotes.player, ...(owner ? [config.remotes[owner]] : [])]);
  const tags = [
    `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${scriptSafeJson(config)}</script>`,
  ];
  // API calls are CORS fetches (an anonymous connection); remote entries and chunks are plain scripts. Manifests
  // are preloaded, which opens their connection.
  const api = originOf(config.apiUrl);
  if (api) tags.push(`<link rel="preconnect" href="${escapeAttribute(api)}" crossorigin>`);
  for (const origin of new Set([...remotes].map(originOf))) {
    if (origin) tags.push(`<link rel="preconnect" href="${escapeAttribute(origin)}">`);
  }
  for (const manifest of manifests) {
    tags.push(`<link rel="preload" as="fetch" href="${escapeAttribute(manifest)}" crossorigin>`);
  }
  for (const script of scripts) {
    tags.push(`<link rel="preload" as="script" href="${escapeAttribute(script)}">`);
  }
  return tags.join('');
}
