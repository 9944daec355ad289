import {
  Box,
  COVER_GRID_MAX_WIDTH,
  COVER_GRID_SIZES,
  ResponsiveImage,
  RouterLink,
  Text,
  type Picture,
} from '@rsm/shared';
import type { ReactNode } from 'react';

interface CoverCardProps {
  to: string;
  cover: Picture;
  name: string;
  /** The muted line under the name. */
  detail: ReactNode;
  /** What sits over the cover's corner, such as a play button. */
  children?: ReactNode;
  /** A cover of the first view (the page's largest paint): loaded at once and ahead of other images, not lazily. */
  priority?: boolean;
}

/** A card of a grid of albums or playlists: the square cover and the name link to its page, a detail under them. */
export function CoverCard({ to, cover, name, detail, children, priority = false }: CoverCardProps) {
  return (
    <Box as="article" position="relative" minW="0">
      <RouterLink
        to={to}
        display="block"
        textDecoration="none"
        _hover={{ '& img': { filter: 'brightness(0.92)' } }}
      >
        <ResponsiveImage
          image={cover}
          sizes={COVER_GRID_SIZES}
          maxWidth={COVER_GRID_MAX_WIDTH}
          alt=""
          w="full"
          aspectRatio="1"
          objectFit="cover"
          borderRadius="md"
          bg="line"
          transition="filter 0.15s"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          width={240}
          height={240}
        />
        <Text textStyle="card" mt="3" lineClamp={2}>
          {name}
        </Text>
      </RouterLink>
      <Text fontSize="sm" color="muted">
        {detail}
      </Text>
      {children}
    </Box>
  );
}
