import { Trans } from '@lingui/react/macro';
import { Box, ErrorState, Heading, paths, RouterLink, Text } from '@rsm/shared';
import { useDeferredValue } from 'react';
import { AlbumGrid } from '../../components/album-grid';
import { CuratedPlaylistGrid } from '../../components/curated-playlist-grid';
import { useHomepagePlaylists } from './api/get-homepage-playlists';
import { useLastReleases } from './api/get-last-releases';
import { Banners } from './components/banners';
import { TrustedBy } from './components/trusted-by';

export function HomePage() {
  const latest = useLastReleases();
  const playlists = useHomepagePlaylists();
  // The grids below the banners render in a transition, in slices, rather than in the long task that delivers their
  // data: the banners (the first view) paint sooner and the page stays responsive.
  const latestAlbums = useDeferredValue(latest.data?.albums);
  const playlistItems = useDeferredValue(playlists.data?.playlists);
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
      <Banners />
      <Box as="section" aria-labelledby="last-releases" py="8">
        <Heading id="last-releases" as="h2" fontSize="2xl" mb="4">
          <Trans>Last releases</Trans>
        </Heading>
        {latest.isError ? (
          <ErrorState onRetry={() => void latest.refetch()} />
        ) : (
          <AlbumGrid albums={latestAlbums} loading={!latestAlbums} />
        )}
        <RouterLink to={paths.albums.list()} display="inline-block" mt="4" fontWeight="600" color="brand.600">
          <Trans>See all albums</Trans>
        </RouterLink>
      </Box>
      <Box as="section" aria-labelledby="curated-playlists" py="8">
        <Heading id="curated-playlists" as="h2" fontSize="2xl" mb="4">
          <Trans>Curated playlists</Trans>
        </Heading>
        {playlists.isError ? (
          <ErrorState onRetry={() => void playlists.refetch()} />
        ) : (
          <CuratedPlaylistGrid playlists={playlistItems} loading={!playlistItems} />
        )}
        <RouterLink
          to={paths.curatedPlaylists.list()}
          display="inline-block"
          mt="4"
          fontWeight="600"
          color="brand.600"
        >
          <Trans>See all playlists</Trans>
        </RouterLink>
      </Box>
      <TrustedBy />
    </Box>
  );
}
