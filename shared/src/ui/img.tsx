import { chakra, type HTMLChakraProps } from '@chakra-ui/react/styled-system';
import { forwardRef, useState } from 'react';
import { FALLBACK_IMAGE_URL } from './logo';

// `width` and `height` are the picture's own size, written as attributes so the browser reserves its box before it
// loads; the drawn size comes from the style props (w, h, aspectRatio). As style props they fixed the drawn size and
// covers overflowed their grid columns.
const StyledImg = chakra('img', {}, { forwardProps: ['width', 'height'] });

export type ImgProps = HTMLChakraProps<'img'>;

/** An image that falls back to the logo picture when it has no address or fails to load. */
export const Img = forwardRef<HTMLImageElement, ImgProps>(function Img(
  { src, srcSet, onError, ...props },
  ref,
) {
  const [failed, setFailed] = useState<string | undefined>();
  const broken = !src || failed === src;
  return (
    <StyledImg
      ref={ref}
      // The height attribute is also a style hint: without this it would fix the drawn height at the picture's own,
      // and a cover drawn narrower than that would be cropped instead of staying square.
      h="auto"
      {...props}
      src={broken ? FALLBACK_IMAGE_URL : src}
      srcSet={broken ? undefined : srcSet}
      onError={(event) => {
        setFailed(src);
        onError?.(event);
      }}
    />
  );
});
