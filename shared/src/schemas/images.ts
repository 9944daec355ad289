/**
 * Raster variants of the catalogue's pictures (album covers, homepage banners, curated playlist covers). The API
 * renders each picture at these widths in these formats; a DTO's `variants` is the address of one picture's
 * variants with `{width}` and `{format}` left to fill, so the front end writes `srcset` without asking again.
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Best first: AVIF is about a third smaller than WebP for the same picture; every current browser takes WebP. */
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The address of one variant. */
export function imageVariantUrl(variants: string, width: ImageWidth, format: ImageFormat): string {
  return variants.replace('{width}', String(width)).replace('{format}', format);
}

/** A `srcset` of every width in one format, up to `maxWidth` (a picture never drawn wider needs no bigger file). */
export function imageSrcSet(variants: string, format: ImageFormat, maxWidth = Infinity): string {
  const widths = IMAGE_WIDTHS.filter((width, i) => width <= maxWidth || i === 0);
  return widths.map((width) => `${imageVariantUrl(variants, width, format)} ${width}w`).join(', ');
}
