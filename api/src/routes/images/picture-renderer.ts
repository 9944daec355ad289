import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageFormat } from '@rsm/shared/schemas';
import sharp from 'sharp';
import { fairQueue } from '../../lib/fair-queue';

// Two cores serve the API, the database and the renders: one render at a time, libvips on one thread, so a burst of
// first requests for new sizes never starves the rest; clients take turns (fair-queue.ts), so nor does it hold back
// another visitor's first view.
sharp.concurrency(1);

/** Encoder settings chosen by eye on the generated covers and banners: no visible banding, smallest files. */
const ENCODE = {
  avif: { quality: 55, effort: 2 },
  webp: { quality: 78, effort: 4 },
} as const;

export const CONTENT_TYPES: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

export interface RenderedPicture {
  file: string;
  bytes: number;
}

/**
 * Renders a stored picture (SVG or raster) at a width in a format on first request and keeps the file under
 * `cacheDir`, keyed by the source's path, size and modification time, so a replaced source renders anew.
 */
export function pictureRenderer({ mediaDir, cacheDir }: { mediaDir: string; cacheDir: string }) {
  const inFlight = new Map<string, Promise<RenderedPicture>>();
  const queue = fairQueue(1);

  async function render(source: string, width: number, format: ImageFormat, file: string) {
    const input = await readFile(source);
    const { width: intrinsic = width } = await sharp(input).metadata();
    // An SVG is rasterised at its own size unless told a density: scale it so the picture is drawn, not stretched.
    const density = Math.min(2400, Math.max(72, (72 * width) / intrinsic));
    const output = await sharp(input, { density }).resize({ width })[format](ENCODE[format]).toBuffer();
    await mkdir(join(file, '..'), { recursive: true });
    const partial = `${file}.${randomUUID()}.part`;
    await writeFile(partial, output);
    await rename(partial, file);
    return { file, bytes: output.length };
  }

  return {
    /** `client` (its address) decides whose turn a render waits for. */
    async variant(
      storedPath: string,
      width: number,
      format: ImageFormat,
      client = '',
    ): Promise<RenderedPicture> {
      const source = join(mediaDir, storedPath);
      const { size, mtimeMs } = await stat(source);
      const key = `${storedPath.replace(/[^a-zA-Z0-9]+/g, '-')}-${size}-${Math.round(mtimeMs)}`;
      const file = join(cacheDir, key, `${width}.${format}`);
      const cached = await stat(file).catch(() => null);
      if (cached) return { file, bytes: cached.size };
      const pending = inFlight.get(file);
      if (pending) return pending;
      const rendering = queue.run(client, () => render(source, width, format, file));
      inFlight.set(file, rendering);
      try {
        return await rendering;
      } finally {
        inFlight.delete(file);
      }
    },
  };
}
