/**
 * The first paint of a page that leads with a picture, written by the host's server into the page's root after the
 * top bar's frame: the picture is requested by the page's own markup and painted as soon as it arrives, instead of
 * after the host's and the remote's scripts have run and rendered (on a phone over a slow network, seconds later).
 * React replaces it with the page at its first render, as it replaces the top bar's frame.
 *
 * Each layout is drawn as the page draws it (same sizes, same grid, same `srcset`), at least as large: the page's
 * own picture, the same file from the cache, then is no larger paint than this one. Hidden from assistive
 * technology: it carries nothing the page does not, and is gone before anyone could reach it.
 */
import { imageSrcSet } from '../src/schemas/images';

export interface FirstPaintPicture {
  /** The original, the `<img src>` of a browser without `srcset`. */
  url: string | null;
  variants: string;
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** As shared/src/ui/responsive-image.tsx writes it: AVIF first, WebP for the rest. */
function pictureTag(
  picture: FirstPaintPicture,
  sizes: string,
  { maxWidth, width, height }: { maxWidth?: number; width: number; height: number },
): string {
  const attr = escapeAttribute;
  return (
    `<picture><source type="image/avif" srcset="${attr(imageSrcSet(picture.variants, 'avif', maxWidth))}"` +
    ` sizes="${attr(sizes)}"><img alt="" fetchpriority="high" width="${width}" height="${height}"` +
    (picture.url ? ` src="${attr(picture.url)}"` : '') +
    ` srcset="${attr(imageSrcSet(picture.variants, 'webp', maxWidth))}" sizes="${attr(sizes)}"></picture>`
  );
}

// Breakpoints and sizes of shared/src/ui/system.ts (md 768px, lg 1024px, xl 1280px, 2xl 1398px) and of the page
// layouts (PageContainer: 80rem wide at most, 1rem each side, 1.5rem above, 2rem from md).
const PAGE_CSS =
  '.first-paint{max-width:80rem;margin:0 auto;padding:1.5rem 1rem}' +
  '@media (min-width:768px){.first-paint{padding-top:2rem}}' +
  '.first-paint img{display:block;width:100%;height:auto;object-fit:cover;background:#dfe3ea}';

/**
 * The home page's hero: the whole width, on the dark band with the gradient that keeps the headline readable. The
 * headline itself is the app's (in the visitor's language); the band is a little taller than the page's, whose
 * height follows its text.
 */
export function heroFirstPaint(picture: FirstPaintPicture, sizes: string): string {
  const css =
    '.first-paint-hero{position:relative;height:22rem;background:#0e0d13;overflow:hidden}' +
    '.first-paint-hero img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}' +
    '.first-paint-hero::after{content:"";position:absolute;inset:0;background-image:linear-gradient(90deg,' +
    'rgba(14,13,19,0.92) 0%,rgba(14,13,19,0.75) 55%,rgba(14,13,19,0.35) 100%)}' +
    '@media (min-width:768px){.first-paint-hero{height:24rem}}' +
    '@media (min-width:1280px){.first-paint-hero{height:30rem}}';
  return (
    `<style>${css}</style><div class="first-paint-hero" data-first-paint aria-hidden="true">` +
    `${pictureTag(picture, sizes, { width: 1600, height: 600 })}</div>`
  );
}

/** The first covers of a grid (CoverGrid in shared/src/ui/primitives.ts): square, in the grid's columns and gaps. */
export function coverGridFirstPaint(pictures: FirstPaintPicture[], sizes: string, maxWidth?: number): string {
  const css =
    PAGE_CSS +
    '.first-paint-grid{display:grid;gap:1rem;grid-template-columns:repeat(2,minmax(0,1fr))}' +
    '.first-paint-grid img{aspect-ratio:1;border-radius:8px}' +
    '@media (max-width:319.98px){.first-paint-grid{grid-template-columns:minmax(0,1fr)}}' +
    '@media (min-width:768px){.first-paint-grid{gap:1.5rem;grid-template-columns:repeat(3,minmax(0,1fr))}}' +
    '@media (min-width:1024px){.first-paint-grid{grid-template-columns:repeat(4,minmax(0,1fr))}}' +
    '@media (min-width:1280px){.first-paint-grid{grid-template-columns:repeat(5,minmax(0,1fr))}}' +
    '@media (min-width:1398px){.first-paint-grid{grid-template-columns:repeat(6,minmax(0,1fr))}}';
  const covers = pictures
    .map((picture) => pictureTag(picture, sizes, { maxWidth, width: 240, height: 240 }))
    .join('');
  return `<style>${css}</style><div class="first-paint first-paint-grid" data-first-paint aria-hidden="true">${covers}</div>`;
}

/** The large cover at the head of a page (a track's album): 15rem square. */
export function coverHeaderFirstPaint(picture: FirstPaintPicture, sizes: string): string {
  const css = PAGE_CSS + '.first-paint-cover img{width:15rem;aspect-ratio:1;border-radius:12px}';
  return (
    `<style>${css}</style><div class="first-paint first-paint-cover" data-first-paint aria-hidden="true">` +
    `${pictureTag(picture, sizes, { width: 240, height: 240 })}</div>`
  );
}

/**
 * The heading of a search by words: the words themselves, as the search page heads them (mfe-catalogue
 * search-page.tsx: 2rem, bold, in the page's column), so the page's largest paint is drawn before its scripts run.
 */
export function searchHeadingFirstPaint(words: string): string {
  const css =
    PAGE_CSS +
    '.first-paint-heading h1{margin:0 0 1.5rem;font-size:2rem;font-weight:700;line-height:1.2;' +
    'letter-spacing:-0.015em;overflow-wrap:anywhere}';
  return (
    `<style>${css}</style><div class="first-paint first-paint-heading" data-first-paint aria-hidden="true">` +
    `<h1>${escapeText(words)}</h1></div>`
  );
}

/**
 * The page's deferred scripts (the host's main.js), turned into low-priority preloads that the first paint's loader
 * (`FIRST_PAINT_BOOT`) runs once its pictures are on screen: they download as before, but their first task, which
 * evaluates the shared libraries, no longer holds the frame that draws the picture.
 */
export function bootAfterFirstPaint(html: string): string {
  return html.replace(
    /<script defer(?:="defer")? src="([^"]+)"><\/script>/g,
    (_match, src: string) =>
      `<link rel="preload" as="script" href="${src}" fetchpriority="low" data-boot-script>`,
  );
}

/**
 * Written after the first paint: runs the preloaded scripts once the first paint has been drawn, and after a second
 * at the latest (a slow picture, or a background tab, which draws no frames). Where the browser reports its largest
 * paints (Chromium), "drawn" is the report of a largest paint inside the first paint: a picture that has loaded is
 * still decoded before it is drawn, and scripts started at its load event could hold the frame that draws it.
 * Elsewhere, once every picture has loaded (or failed) and a frame has followed. Plain ES5, inline: it runs before
 * any script has downloaded.
 */
export const FIRST_PAINT_BOOT =
  '<script>(function(){var started=false;function boot(){if(started)return;started=true;' +
  'document.querySelectorAll("link[data-boot-script]").forEach(function(link){' +
  'var script=document.createElement("script");script.src=link.href;script.async=false;' +
  'document.head.appendChild(script)})}' +
  'var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];' +
  'var reported=types.indexOf("largest-contentful-paint")>=0;' +
  'var pictures=document.querySelectorAll("[data-first-paint] img"),left=pictures.length,failed=0;' +
  'function drawn(){requestAnimationFrame(function(){setTimeout(boot,0)})}' +
  'if(reported)new PerformanceObserver(function(list){list.getEntries().forEach(function(entry){' +
  'if(entry.element&&entry.element.closest("[data-first-paint]"))setTimeout(boot,0)})})' +
  '.observe({type:"largest-contentful-paint",buffered:true});' +
  'function done(error){left-=1;if(error)failed+=1;if(left===0&&(!reported||failed===pictures.length))drawn()}' +
  'if(left===0&&!reported)boot();pictures.forEach(function(picture){if(picture.complete)done(!picture.naturalWidth);' +
  'else{picture.addEventListener("load",function(){done(false)});' +
  'picture.addEventListener("error",function(){done(true)})}});' +
  'setTimeout(boot,1000)})()</script>';
