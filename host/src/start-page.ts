import {
  followLocale,
  isDesktopScreen,
  loadRuntimeConfig,
  registerCatalog,
  withEnglishBundled,
} from '@rsm/shared';
import { prefetchPageData, preloadPageRemotes } from './federation/preload-remotes';
import { registerRemoteApps } from './federation/remotes';
import { startReleaseReports } from './federation/start-release-reports';
import { messages as englishMessages } from './locales/en/messages';
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
  // English, most first views, comes inside this chunk: no request and no round trip before the first render.
  const hostCatalog = registerCatalog(
    withEnglishBundled(englishMessages, () => import('./locales/pt/messages')),
  );
  await Promise.all([hostCatalog, followLocale()]);
}
