/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FIRST_PAINT_BOOT } from './first-paint';
import { GATEWAY_FIRST_PAINT_PAGE, GATEWAY_PAGE, gatewayPages } from './gateway-pages';
import { createPageFirstPaint } from './page-first-paint';
import { createPagePicture } from './page-picture';

const index =
  '<!doctype html><html><head><link rel="preload" as="script" href="/chunks/1.0a1b2c3d.js">' +
  '<script defer src="/main.js"></script></head><body><div id="root"><header></header></div></body></html>';
const template = readFileSync(
  path.join(__dirname, '..', '..', 'deploy', 'nginx', 'gateway.conf.template'),
  'utf8',
);
const base = '<!--# echo var="host_base" encoding="none" -->';

describe("the gateway's pages of the host", () => {
  const pages = gatewayPages(index);

  it("load the page's scripts from the release's folder the gateway names", () => {
    expect(pages[GATEWAY_PAGE]).toBe(
      `<!doctype html><html><head><link rel="preload" as="script" href="${base}chunks/1.0a1b2c3d.js">` +
        `<script defer src="${base}main.js"></script></head><body><div id="root"><header></header></div></body></html>`,
    );
    expect(template).toContain('set $host_base "/host/${HOST_VERSION}/";');
  });

  it("include the API's first paint of the address asked for, and boot the scripts once it is drawn", () => {
    const page = pages[GATEWAY_FIRST_PAINT_PAGE]!;
    expect(page).toContain('<!--# include virtual="/_first-paint/head$request_uri" --></head>');
    expect(page).toContain(
      `<header></header><!--# include virtual="/_first-paint/body$request_uri" -->${FIRST_PAINT_BOOT}</div>`,
    );
    expect(page).toContain(
      `<link rel="preload" as="script" href="${base}main.js" fetchpriority="low" data-boot-script>`,
    );
    expect(page).not.toContain('<script defer');
    expect(template).toContain(
      'rewrite ^/_first-paint/(head|body)(/.*)$ /v2/site/first_paint/$1?path=$2 break;',
    );
  });

  it('are chosen by the gateway for exactly the pages that have a first paint', async () => {
    const pattern = /if \(\$uri ~ "([^"]+)"\) {\s*set \$host_page first-paint.html;/.exec(template)?.[1];
    const firstPaintPage = new RegExp(pattern!);
    const cover = { url: 'x', variants: 'http://api.test/i/{width}.{format}' };
    const answer = {
      banners: [{ image: cover }],
      albums: [{ cover }],
      track: { album: { cover } },
    };
    const firstPaint = createPageFirstPaint({
      apiUrl: 'http://api.test',
      pagePicture: createPagePicture({ fetchJson: async () => answer }),
    });
    const paths = [
      '/',
      '/albums',
      '/tracks/12',
      '/search',
      '/albums/abc',
      '/tracks/x',
      '/playlists',
      '/composer',
    ];
    for (const pathname of paths) {
      const { body } = await firstPaint(pathname, '?q[text][]=piano');
      expect([pathname, firstPaintPage.test(pathname)]).toEqual([pathname, body !== '']);
    }
  });
});
