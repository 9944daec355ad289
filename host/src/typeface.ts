/**
 * The site's typeface, Figtree (variable weight, Latin subset, about 20 KB of woff2), self-hosted from the npm package:
 * webpack emits the file beside the scripts. Registered from the first script so its download starts before the app
 * boots; `swap` shows text at once in the fallback face, and the design system names both (shared/src/ui/system.ts).
 */
const file = new URL('@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2', import.meta.url);

export function loadTypeface() {
  if (typeof FontFace === 'undefined') return;
  const face = new FontFace('Figtree Variable', `url(${file.href}) format('woff2')`, {
    weight: '300 900',
    style: 'normal',
    display: 'swap',
    unicodeRange:
      'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  });
  document.fonts.add(face);
  face.load().catch(() => undefined); // the fallback face stays: nothing to tell the user
}
