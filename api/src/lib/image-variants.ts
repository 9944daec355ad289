import { createHash } from 'node:crypto';

/** The pictures that have raster variants, by the segment of their address. */
export const PICTURE_KINDS = ['albums', 'banners', 'curated-playlists'] as const;
export type PictureKind = (typeof PICTURE_KINDS)[number];

// Raised whenever the rendering changes (sizes, quality, encoder), so browsers holding immutable copies fetch anew.
const RENDERING = 'r1';

/**
 * The version in a variant's address: the stored picture's path (a new picture is stored under a new path) and the
 * rendering. A variant's address therefore never names two different files, so it can be cached for good.
 */
export function pictureVersion(storedPath: string): string {
  return createHash('sha256').update(`${RENDERING}:${storedPath}`).digest('hex').slice(0, 12);
}
