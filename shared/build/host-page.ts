/**
 * The host's page, as every server of it writes it (scripts/serve-apps.ts, the host's own server `cli.ts serve`,
 * and so the gateway in front of it): the runtime config and resource hints in its head (runtime-config-head.ts),
 * the scripts of the page's remote module (remote-scripts.ts), and for a page that leads with a picture its preload
 * and first paint (page-picture.ts); a search by words, its heading in the first paint.
 */
import type { RuntimeConfig } from '../src/config/runtime-config';
import { routeOwner, searchWords } from '../src/paths';
import { FIRST_PAINT_BOOT, searchHeadingFirstPaint } from './first-paint';
import { createPagePicture } from './page-picture';
import { createRemoteScripts } from './remote-scripts';
import { runtimeConfigHead } from './runtime-config-head';
import type { PageRequest, PageTags } from './serve-static';

interface Options {
  /** Where this server asks the API, when it cannot reach it at the config's public address (behind a gateway). */
  apiUrl?: string;
  remoteScripts?: ReturnType<typeof createRemoteScripts>;
  pagePicture?: ReturnType<typeof createPagePicture>;
}

export function createHostPage({
  apiUrl,
  remoteScripts = createRemoteScripts(),
  pagePicture = createPagePicture(),
}: Options = {}) {
  /**
   * The tags of the page at `pathname`. A gateway writes its own config and hints (its remotes' addresses are not
   * this server's): it is sent the picture only.
   */
  return async function hostPage(
    config: RuntimeConfig,
    pathname: string,
    { gateway, search = '' }: Partial<PageRequest> & { gateway: boolean },
  ): Promise<PageTags> {
    const owner = gateway ? null : routeOwner(pathname);
    const [scripts, picture] = await Promise.all([
      owner ? remoteScripts(config.remotes[owner], 'routes') : [],
      pagePicture(apiUrl ?? config.apiUrl, pathname),
    ]);
    const head = gateway ? picture.head : runtimeConfigHead(config, pathname, scripts) + picture.head;
    const words = pathname === '/search' ? searchWords(new URLSearchParams(search)) : '';
    if (!picture.body && words) {
      return { head, body: searchHeadingFirstPaint(words) + FIRST_PAINT_BOOT, bootAfterFirstPaint: true };
    }
    return { head, body: picture.body, bootAfterFirstPaint: picture.bootAfterFirstPaint };
  };
}
