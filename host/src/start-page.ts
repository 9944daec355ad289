import { followLocale, isDesktopScreen, loadRuntimeConfig, registerCatalog } from '@rsm/shared';
import { preloadPageRemotes } from './federation/preload-remotes';
import { registerRemoteApps } from './federation/remotes';

/**
 * What the first render waits for: the runtime config (written into the page by its server, else /config.json),
 * the remotes registered, and the messages of the active locale. The page's remotes start downloading meanwhile.
 */
export async function startPage(): Promise<void> {
  const config = await loadRuntimeConfig();
  registerRemoteApps(config.remotes);
  preloadPageRemotes(window.location.pathname, isDesktopScreen());
  const hostCatalog = registerCatalog((locale) => import(`./locales/${locale}/messages.ts`));
  await Promise.all([hostCatalog, followLocale()]);
}
