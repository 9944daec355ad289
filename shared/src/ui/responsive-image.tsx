import { forwardRef, useState } from 'react';
import { imageSrcSet } from '../schemas/images';
import { Img, type ImgProps } from './img';

/** A DTO's picture: its original (`url`) and, when the API renders it, its raster variants. */
export type Picture = { url: string | null; variants?: string | null };

export interface ResponsiveImageProps extends Omit<ImgProps, 'src' | 'srcSet' | 'sizes'> {
  image: Picture | null | undefined;
  /** How wide the picture is drawn, as `<img sizes>` reads it ("(min-width: 62em) 16vw, 50vw"). */
  sizes: string;
  /** The widest it is ever drawn, in CSS pixels times the densest screen served: larger files are left out. */
  maxWidth?: number;
}

/**
 * A cover or banner at the size it is drawn: AVIF where the browser takes it, else WebP, each at the widths of
 * `IMAGE_WIDTHS`; the original when the API has no variants. Falls back to the logo picture on error —
 * the AVIF source is dropped too, or the browser would keep choosing the file that failed.
 */
export const ResponsiveImage = forwardRef<HTMLImageElement, ResponsiveImageProps>(function ResponsiveImage(
  { image, sizes, maxWidth, onError, ...props },
  ref,
) {
  const variants = image?.variants ?? undefined;
  const [failed, setFailed] = useState<string | undefined>();
  const src = image?.url ?? undefined;
  if (!variants || failed === variants) return <Img ref={ref} src={failed ? undefined : src} {...props} />;
  return (
    // `display: contents` keeps the picture element out of layout: the img is sized and placed as if alone.
    <picture style={{ display: 'contents' }}>
      <source type="image/avif" srcSet={imageSrcSet(variants, 'avif', maxWidth)} sizes={sizes} />
      <Img
        ref={ref}
        src={src}
        srcSet={imageSrcSet(variants, 'webp', maxWidth)}
        sizes={sizes}
        onError={(event) => {
          setFailed(variants);
          onError?.(event);
        }}
        {...props}
      />
    </picture>
  );
});
