import { Box, COVER_HEADER_SIZES, Flex, ResponsiveImage, type Picture } from '@rsm/shared';
import type { ReactNode } from 'react';

/** The head of an album or playlist page: its large cover, and beside it (below on narrow screens) what it is. */
export function CoverHeader({ cover, children }: { cover: Picture; children: ReactNode }) {
  return (
    <Flex gap="6" flexWrap="wrap" mb="8">
      <ResponsiveImage
        image={cover}
        sizes={COVER_HEADER_SIZES}
        alt=""
        w="60"
        h="60"
        borderRadius="lg"
        objectFit="cover"
        bg="line"
        width={240}
        height={240}
      />
      <Box flex="1" minW="16rem">
        {children}
      </Box>
    </Flex>
  );
}
