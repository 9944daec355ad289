import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { coverSvg, escapeXml, gradientSvg } from '../covers';
import { Random } from '../random';

/**
 * A wide homepage banner's picture, a gradient and soft waves: art only. The page sets the banner's title over it as text, which stays readable and whole at
 * every width; a title drawn into the picture was cropped with it.
 */
export function bannerSvg(id: number): string {
  const rng = new Random(id * 104_729);
  const hue = rng.int(0, 359);
  const waves = Array.from({ length: 4 }, (_, i) => {
    const y = 300 + i * 60;
    return `<path d="M0 ${y} C 400 ${y - rng.int(80, 200)}, 1200 ${y + rng.int(80, 200)}, 1600 ${y}" stroke="hsla(${(hue + i * 25) % 360}, 80%, 70%, 0.35)" stroke-width="${rng.int(4, 14)}" fill="none"/>`;
  });
  return gradientSvg(1600, 600, `hsl(${hue}, 60%, 30%)`, `hsl(${(hue + 60) % 360}, 60%, 12%)`, waves);
}

/** A monochrome wordmark logo for a client. */
export function logoSvg(id: number, name: string): string {
  const rng = new Random(id * 7_727);
  const mark = rng.chance(0.5)
    ? `<circle cx="40" cy="50" r="26" fill="none" stroke="#333" stroke-width="8"/>`
    : `<rect x="16" y="26" width="48" height="48" rx="10" fill="#333"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="100" viewBox="0 0 320 100">
${mark}
<text x="84" y="62" font-family="Helvetica, Arial, sans-serif" font-size="28" font-weight="700" fill="#333">${escapeXml(name)}</text>
</svg>
`;
}

// Offset so curated covers never share colours with the album of the same id.
export const curatedCoverSvg = (id: number, name: string): string => coverSvg(1_000_000 + id, name);

/** Writes the SVG under the media dir and returns its path relative to it (what the database keeps). */
export async function writeImage(mediaDir: string, path: string, svg: string): Promise<string> {
  await mkdir(dirname(join(mediaDir, path)), { recursive: true });
  await writeFile(join(mediaDir, path), svg);
  return path;
}
