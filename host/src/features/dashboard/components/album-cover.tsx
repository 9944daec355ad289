import { Box, Img } from '@rsm/shared';
import { useState } from 'react';

/** An album's cover; a plain tile with the album's initial when there is none or it fails to load. */
export function AlbumCover({ url, name }: { url: string | null; name: string }) {
  const [failed, setFailed] = useState(false);
  if (!url || failed) {
    return (
      <Box
        aria-hidden="true"
        w="full"
        aspectRatio="1"
        borderRadius="md"
        bg="brand.900"
        color="white"
        display="flex"
        alignItems="center"
        justifyContent="center"
        fontSize="3xl"
        fontWeight="800"
      >
        {name.slice(0, 1).toUpperCase()}
      </Box>
    );
  }
  return (
    <Img
      src={url}
      alt=""
      w="full"
      aspectRatio="1"
      objectFit="cover"
      borderRadius="md"
      bg="surface"
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
