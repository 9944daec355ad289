import { useLingui } from '@lingui/react/macro';
import { List, paths, RouterLink, Text } from '@rsm/shared';
import { useFavouriteAlbums } from '../api/get-favourite-albums';
import { AlbumCover } from './album-cover';
import { DashboardSection } from './dashboard-section';

export function FavouriteAlbums() {
  const { t } = useLingui();
  const albums = useFavouriteAlbums();
  return (
    <DashboardSection
      title={t`Favourite albums`}
      moreLabel={t`All my albums`}
      moreTo={paths.dashboard.myAlbums()}
      query={albums}
      itemsOf={(data) => data.albums}
    >
      {(favourites) => (
        <List display="grid" gridTemplateColumns="repeat(auto-fill, minmax(8rem, 1fr))" gap="4">
          {favourites.map((album) => (
            <li key={album.uuid}>
              <RouterLink to={paths.albums.detail(album.uuid)} textDecoration="none" display="block">
                <AlbumCover url={album.cover.url} name={album.name} />
                <Text mt="1" fontWeight="600" fontSize="sm" lineClamp={2}>
                  {album.name}
                </Text>
              </RouterLink>
            </li>
          ))}
        </List>
      )}
    </DashboardSection>
  );
}
