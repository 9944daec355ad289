import { followLocale, isDesktopScreen, loadRuntimeConfig, registerCatalog } from '@rsm/shared';
import { prefetchPageData, preloadPageRemotes } from './federation/preload-remotes';
import { registerRemoteApps } from './federation/remotes';
import { startReleaseReports } from './federation/start-release-reports';
import { queryClient } from './query-client';

/**
 * What the first render waits for: the runtime config (written into the page by its server, else /config.json),
 * the remotes registered, and the messages of the active locale. The page's remotes start downloading meanwhile,
 * and the page's data as soon as its remote has loaded.
 */
export async function startPage(): Promise<void> {
  const config = await loadRuntimeConfig();
  registerRemoteApps(config.remotes);
  startReleaseReports(config);
  preloadPageRemotes(window.location.pathname, isDesktopScreen());
  prefetchPageData(new URL(window.location.href), queryClient);
  const hostCatalog = registerCatalog((locale) => import(`./locales/${locale}/messages.ts`));
  await Promise.all([hostCatalog, followLocale()]);
}
