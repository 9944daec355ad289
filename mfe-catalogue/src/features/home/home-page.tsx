import { Trans, useLingui } from '@lingui/react/macro';
import { Box, ErrorState, Heading, PageContainer, paths, RouterLink, usePageTitle } from '@rsm/shared';
import { useDeferredValue } from 'react';
import { AlbumGrid } from '../../components/album-grid';
import { CuratedPlaylistGrid } from '../../components/curated-playlist-grid';
import { useHomepagePlaylists } from './api/get-homepage-playlists';
import { useLastReleases } from './api/get-last-releases';
import { useBanners } from './api/get-banners';
import { Banners } from './components/banners';
import { Hero } from './components/hero';
import { TrustedBy } from './components/trusted-by';

export function HomePage() {
  const { t } = useLingui();
  usePageTitle(t`Music for picture, ready to license`);
  const banners = useBanners();
  const latest = useLastReleases();
  const playlists = useHomepagePlaylists();
  // The grids below the banners render in a transition, in slices, rather than in the long task that delivers their
  // data: the banners (the first view) paint sooner and the page stays responsive.
  const latestAlbums = useDeferredValue(latest.data?.albums);
  const playlistItems = useDeferredValue(playlists.data?.playlists);
  return (
    <>
      <Hero featured={banners.data?.banners[0]} />
      <PageContainer>
        <Banners banners={banners} />
        <Box as="section" aria-labelledby="last-releases" py="8">
          <Heading id="last-releases" as="h2" textStyle="section" mb="5">
            <Trans>Last releases</Trans>
          </Heading>
          {latest.isError ? (
            <ErrorState onRetry={() => void latest.refetch()} />
          ) : (
            <AlbumGrid albums={latestAlbums} loading={!latestAlbums} />
          )}
          <RouterLink
            to={paths.albums.list()}
            display="inline-block"
            mt="4"
            fontWeight="600"
            color="brand.600"
          >
            <Trans>See all albums</Trans>
          </RouterLink>
        </Box>
        <Box as="section" aria-labelledby="curated-playlists" py="8">
          <Heading id="curated-playlists" as="h2" textStyle="section" mb="5">
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
      </PageContainer>
    </>
  );
}
