/** @jest-environment node */
import {
  bootAfterFirstPaint,
  coverHeaderFirstPaint,
  FIRST_PAINT_BOOT,
  searchHeadingFirstPaint,
} from './first-paint';

describe('first paint', () => {
  it('draws a cover as the page will, hidden from assistive technology', () => {
    const html = coverHeaderFirstPaint(
      { url: 'http://api.test/cover.svg', variants: 'http://api.test/images/9/{width}.{format}' },
      '240px',
    );
    expect(html).toContain('data-first-paint aria-hidden="true"><picture><source type="image/avif"');
    expect(html).toContain('srcset="http://api.test/images/9/160.avif 160w,');
    expect(html).toContain(
      '<img alt="" fetchpriority="high" width="240" height="240" src="http://api.test/cover.svg"',
    );
  });

  it("turns the page's deferred scripts into preloads that its loader runs", () => {
    const page = '<head><script defer="defer" src="/host/7/main.js"></script></head>';
    expect(bootAfterFirstPaint(page)).toBe(
      '<head><link rel="preload" as="script" href="/host/7/main.js" fetchpriority="low" data-boot-script></head>',
    );
    expect(FIRST_PAINT_BOOT).toContain('link[data-boot-script]');
    expect(FIRST_PAINT_BOOT).toContain('setTimeout(boot,1000)');
    // Started once the browser reports the first paint as the page's largest paint, where it can.
    expect(FIRST_PAINT_BOOT).toContain('"largest-contentful-paint"');
  });

  it("draws a search's words as its heading, as text", () => {
    const html = searchHeadingFirstPaint('<b>piano</b> & "strings"');
    expect(html).toContain(
      'data-first-paint aria-hidden="true"><h1>&lt;b&gt;piano&lt;/b&gt; &amp; "strings"</h1>',
    );
    expect(html).not.toContain('<b>');
  });
});
