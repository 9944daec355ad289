import { Trans } from '@lingui/react/macro';
import {
  Box,
  Flex,
  HERO_IMAGE_SIZES,
  paths,
  PageContainer,
  ResponsiveImage,
  RouterLink,
  Text,
  type Banner,
} from '@rsm/shared';

/** The hero's calls to action: pill-shaped links, 48 px high. */
const HERO_LINK = {
  fontWeight: '700',
  px: '5',
  h: '12',
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: 'full',
  textDecoration: 'none',
} as const;

/**
 * The home page's first view: a dark band led by the featured banner's picture, under a gradient that keeps the
 * headline readable at every width. The headline paints at once; the picture joins when the banners arrive.
 */
export function Hero({ featured }: { featured: Banner | undefined }) {
  return (
    <Box as="section" position="relative" bg="night.900" color="white" overflow="hidden">
      {featured?.image.url && (
        <ResponsiveImage
          image={featured.image}
          sizes={HERO_IMAGE_SIZES}
          alt=""
          fetchPriority="high"
          position="absolute"
          inset="0"
          w="full"
          h="full"
          objectFit="cover"
          width={1600}
          height={600}
        />
      )}
      <Box
        position="absolute"
        inset="0"
        bgImage="linear-gradient(90deg, rgba(14,13,19,0.92) 0%, rgba(14,13,19,0.75) 55%, rgba(14,13,19,0.35) 100%)"
      />
      <PageContainer position="relative" py={{ base: '14', md: '20', xl: '24' }}>
        <Box maxW="40rem">
          <Text as="h1" textStyle="display">
            <Trans>Music for picture, ready to license</Trans>
          </Text>
          <Text textStyle="lead" mt="4" color="rgba(255,255,255,0.85)">
            <Trans>
              Browse, audition and shortlist production music for film, advertising and online video.
            </Trans>
          </Text>
          <Flex gap="3" mt="8" flexWrap="wrap">
            <RouterLink
              to={paths.albums.list()}
              {...HERO_LINK}
              bg="white"
              color="night.900"
              _hover={{ bg: 'brand.50' }}
            >
              <Trans>Browse albums</Trans>
            </RouterLink>
            <RouterLink
              to={paths.curatedPlaylists.list()}
              {...HERO_LINK}
              border="1px solid"
              borderColor="rgba(255,255,255,0.6)"
              color="white"
              _hover={{ bg: 'night.700' }}
            >
              <Trans>Explore playlists</Trans>
            </RouterLink>
          </Flex>
        </Box>
      </PageContainer>
    </Box>
  );
}
