/**
 * The host's page as the gateway serves it (deploy/nginx/gateway.conf.template): a static file of the host's build,
 * which nginx completes with server-side includes, so the host's container is a plain static server.
 * - `gateway/page.html`: the page, its scripts and preloads at the release's folder, which the gateway names
 *   (`host_base`, /host/<version>/: a tab keeps loading its own release's files);
 * - `gateway/first-paint.html`: the same for a page with a first paint (page-first-paint.ts): the gateway includes
 *   the API's answer for the requested address into the head and the root, and the scripts boot once it is drawn.
 * The gateway writes the runtime config into either.
 */
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';
import { FIRST_PAINT_BOOT } from './first-paint';
import { rebasePage, withTags } from './serve-static';

export const GATEWAY_PAGE = 'gateway/page.html';
export const GATEWAY_FIRST_PAINT_PAGE = 'gateway/first-paint.html';

/** The release's folder, as the gateway sets it. */
const HOST_BASE = '<!--# echo var="host_base" encoding="none" -->';
/** The API's first paint for the address the browser asked for, through the gateway's internal location. */
const firstPaintInclude = (part: 'head' | 'body') =>
  `<!--# include virtual="/_first-paint/${part}$request_uri" -->`;

export function gatewayPages(html: string): Record<string, string> {
  const firstPaint = withTags(html, {
    head: firstPaintInclude('head'),
    body: firstPaintInclude('body') + FIRST_PAINT_BOOT,
    bootAfterFirstPaint: true,
  });
  return {
    [GATEWAY_PAGE]: rebasePage(html, HOST_BASE),
    [GATEWAY_FIRST_PAINT_PAGE]: rebasePage(firstPaint, HOST_BASE),
  };
}

const NAME = 'GatewayPagesPlugin';

/** Writes the gateway's pages beside index.html, from the page html-webpack-plugin made. */
export class GatewayPagesPlugin {
  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap(NAME, (data) => {
        for (const [file, html] of Object.entries(gatewayPages(data.html)))
          compilation.emitAsset(file, new RawSource(html));
        return data;
      });
    });
  }
}
