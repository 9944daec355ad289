import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Random } from './random';

export const escapeXml = (text: string): string =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** An SVG picture of `width` by `height`: a diagonal gradient from one colour to another, `art` drawn over it. */
export const gradientSvg = (width: number, height: number, from: string, to: string, art: string[]): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
</linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
${art.join('\n')}
</svg>
`;

/** A deterministic abstract cover: a two-hue gradient, a few translucent shapes and the album's name. */
export function coverSvg(albumId: number, name: string): string {
  const rng = new Random(albumId * 7919);
  const hue = rng.int(0, 359);
  const hue2 = (hue + rng.int(40, 160)) % 360;
  const shapes = Array.from({ length: rng.int(3, 7) }, () => {
    const fill = `hsla(${rng.pick([hue, hue2, (hue + 180) % 360])}, 70%, ${rng.int(40, 80)}%, 0.${rng.int(3, 7)})`;
    return rng.chance(0.5)
      ? `<circle cx="${rng.int(0, 500)}" cy="${rng.int(0, 500)}" r="${rng.int(40, 200)}" fill="${fill}"/>`
      : `<rect x="${rng.int(-50, 400)}" y="${rng.int(-50, 400)}" width="${rng.int(80, 300)}" height="${rng.int(20, 300)}" fill="${fill}" transform="rotate(${rng.int(-45, 45)} 250 250)"/>`;
  });
  const title = `<text x="32" y="460" font-family="Helvetica, Arial, sans-serif" font-size="30" font-weight="700" fill="#fff">${escapeXml(name)}</text>`;
  return gradientSvg(500, 500, `hsl(${hue}, 65%, 35%)`, `hsl(${hue2}, 65%, 18%)`, [...shapes, title]);
}

export function coverPath(albumId: number): string {
  return join('covers', `album-${albumId}.svg`);
}

export async function writeCover(mediaDir: string, albumId: number, name: string): Promise<string> {
  const path = coverPath(albumId);
  await mkdir(join(mediaDir, 'covers'), { recursive: true });
  await writeFile(join(mediaDir, path), coverSvg(albumId, name));
  return path;
}
