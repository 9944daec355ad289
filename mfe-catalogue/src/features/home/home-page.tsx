import { Trans } from '@lingui/react/macro';
import { Box, ErrorState, Heading, paths, RouterLink, Text } from '@rsm/shared';
import { useAlbums } from '../albums/api/get-albums';
import { AlbumGrid } from '../albums/components/album-grid';

export function HomePage() {
  const latest = useAlbums({ page: 1, per: 12 });
  return (
    <Box maxW="80rem" mx="auto" px="4" py="6">
      <Box as="section" py="8">
        <Heading as="h1" fontSize="3xl" mb="2">
          <Trans>Music for picture, ready to license</Trans>
        </Heading>
        <Text color="muted" fontSize="lg">
          <Trans>
            Browse, audition and shortlist production music for film, advertising and online video.
          </Trans>
        </Text>
      </Box>
      <Box as="section" aria-labelledby="last-releases">
        <Heading id="last-releases" as="h2" fontSize="2xl" mb="4">
          <Trans>Last releases</Trans>
        </Heading>
        {latest.isError ? (
          <ErrorState onRetry={() => void latest.refetch()} />
        ) : (
          <AlbumGrid albums={latest.data?.albums} loading={latest.isPending} />
        )}
        <RouterLink to={paths.albums.list()} display="inline-block" mt="4" fontWeight="600" color="brand.600">
          <Trans>See all albums</Trans>
        </RouterLink>
      </Box>
    </Box>
  );
}
