import { Trans, useLingui } from '@lingui/react/macro';
import { PageContainer, paths, usePageTitle } from '@rsm/shared';
import { useDeferredValue } from 'react';
import { AlbumGrid } from '../../components/album-grid';
import { CuratedPlaylistGrid } from '../../components/curated-playlist-grid';
import { useHomepagePlaylists } from './api/get-homepage-playlists';
import { useLastReleases } from './api/get-last-releases';
import { useBanners } from './api/get-banners';
import { Banners } from './components/banners';
import { Hero } from './components/hero';
import { HomeSection } from './components/home-section';
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
        <HomeSection
          id="last-releases"
          title={<Trans>Last releases</Trans>}
          query={latest}
          seeAll={{ to: paths.albums.list(), label: <Trans>See all albums</Trans> }}
        >
          <AlbumGrid albums={latestAlbums} loading={!latestAlbums} />
        </HomeSection>
        <HomeSection
          id="curated-playlists"
          title={<Trans>Curated playlists</Trans>}
          query={playlists}
          seeAll={{ to: paths.curatedPlaylists.list(), label: <Trans>See all playlists</Trans> }}
        >
          <CuratedPlaylistGrid playlists={playlistItems} loading={!playlistItems} />
        </HomeSection>
        <TrustedBy />
      </PageContainer>
    </>
  );
}
