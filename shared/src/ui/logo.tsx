/**
 * The library's logo: a mark of five sound bars on the brand's gradient tile, and the wordmark. The same mark is the
 * site's icon (shared/build/index.html) and the picture shown where a cover or banner is missing or fails to load,
 * so the three never drift apart.
 */
const BARS = [
  { x: 7, y: 13, h: 6 },
  { x: 11.5, y: 9, h: 14 },
  { x: 16, y: 6, h: 20 },
  { x: 20.5, y: 10, h: 12 },
  { x: 25, y: 14, h: 4 },
];
const bars = BARS.map(
  ({ x, y, h }) => `<rect x="${x - 1.25}" y="${y}" width="2.5" height="${h}" rx="1.25"/>`,
).join('');
const tile = (id: string) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff5a36"/>` +
  `<stop offset="1" stop-color="#c2187a"/></linearGradient></defs><rect width="32" height="32" rx="8" fill="url(#${id})"/>`;

/** The mark alone, as an SVG document (the site icon and the fallback picture are built from it). */
export const LOGO_MARK_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${tile('g')}<g fill="#fff">${bars}</g></svg>`;

/**
 * The picture in place of a missing cover or banner: the mark centred on the dark surface, as a data URL (no request,
 * so it shows even when the media server is what failed).
 */
export const FALLBACK_IMAGE_URL = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#15131c"/>` +
    `<g transform="translate(32 32)">${tile('f')}<g fill="#fff">${bars}</g></g></svg>`,
)}`;

/** The logo for the top bar and the footer: the mark and the wordmark, decorative (the link around it is named). */
export function Logo({ height = 32 }: { height?: number }) {
  return (
    <svg
      height={height}
      viewBox="0 0 152 32"
      aria-hidden="true"
      focusable="false"
      style={{ display: 'block' }}
    >
      <g dangerouslySetInnerHTML={{ __html: `${tile('logo-tile')}<g fill="#fff">${bars}</g>` }} />
      <text x="42" y="23" fill="currentColor" fontSize="21" fontWeight="800" letterSpacing="-0.5">
        rsm
        <tspan dx="5" fontWeight="500" opacity="0.7">
          music
        </tspan>
      </text>
    </svg>
  );
}

/** The mark alone, for where the wordmark has no room (the desktop top bar between 1024 and 1280 px). */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      style={{ display: 'block' }}
      dangerouslySetInnerHTML={{ __html: `${tile('mark-tile')}<g fill="#fff">${bars}</g>` }}
    />
  );
}
