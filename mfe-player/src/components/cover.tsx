import { Box, Img } from '@rsm/shared';
import { useState } from 'react';

/** The default cover: the brand mark on the brand colour, drawn inline so the player ships no image asset. */
function CoverPlaceholder({ size }: { size: string }) {
  return (
    <Box w={size} h={size} flexShrink={0} borderRadius="sm" overflow="hidden" bg="brand.900" color="white">
      <svg viewBox="0 0 48 48" width="100%" height="100%" aria-hidden="true" focusable="false">
        <path d="M20 14v15.3a5 5 0 1 0 3 4.7V20h9v-6z" fill="currentColor" opacity=".9" />
      </svg>
    </Box>
  );
}

/** A cover image, falling back to the default cover when there is none or it fails to load. */
export function Cover({ src, size }: { src?: string | null; size: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return <CoverPlaceholder size={size} />;
  return (
    <Img
      src={src}
      alt=""
      w={size}
      h={size}
      flexShrink={0}
      borderRadius="sm"
      objectFit="cover"
      bg="line"
      onError={() => setFailed(src)}
    />
  );
}
