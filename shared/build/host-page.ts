/**
 * The host's page, as its own servers write it (scripts/serve-apps.ts and the host's server `cli.ts serve`): the
 * runtime config and resource hints in its head (runtime-config-head.ts), the scripts of the page's remote module
 * (remote-scripts.ts), and the page's first paint (page-first-paint.ts), after which its scripts boot. Behind the
 * gateway the host's page is static and the gateway writes the same in (gateway-pages.ts).
 */
import type { RuntimeConfig } from '../src/config/runtime-config';
import { routeOwner } from '../src/paths';
import { FIRST_PAINT_BOOT } from './first-paint';
import { createPageFirstPaint } from './page-first-paint';
import { createPagePicture } from './page-picture';
import { createRemoteScripts } from './remote-scripts';
import { runtimeConfigHead } from './runtime-config-head';
import type { PageTags } from './serve-static';

interface Options {
  /** Where this server asks the API, when it cannot reach it at the config's public address. */
  apiUrl?: string;
  remoteScripts?: ReturnType<typeof createRemoteScripts>;
  pagePicture?: ReturnType<typeof createPagePicture>;
}

export function createHostPage({
  apiUrl,
  remoteScripts = createRemoteScripts(),
  pagePicture = createPagePicture(),
}: Options = {}) {
  /** The tags of the page at `pathname` with the query string `search`. */
  return async function hostPage(config: RuntimeConfig, pathname: string, search = ''): Promise<PageTags> {
    const owner = routeOwner(pathname);
    const firstPaint = createPageFirstPaint({ apiUrl: apiUrl ?? config.apiUrl, pagePicture });
    const [scripts, paint] = await Promise.all([
      owner ? remoteScripts(config.remotes[owner], 'routes') : [],
      firstPaint(pathname, search),
    ]);
    const head = runtimeConfigHead(config, pathname, scripts) + paint.head;
    return paint.body
      ? { head, body: paint.body + FIRST_PAINT_BOOT, bootAfterFirstPaint: true }
      : { head, body: '' };
  };
}
