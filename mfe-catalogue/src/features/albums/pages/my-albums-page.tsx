import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import {
  $customer,
  ErrorState,
  LoadingState,
  LoginPrompt,
  pageLink,
  paths,
  usePageParam,
  NumberedPager,
} from '@rsm/shared';
import { AlbumGrid } from '../../../components/album-grid';
import { ListPage } from '../../../components/list-page';
import { useFavouriteAlbums } from '../api/get-favourite-albums';

const PER_PAGE = 48;

/** `/dashboard/my-albums`: the customer's favourite albums; visitors are asked to log in. */
export function MyAlbumsPage() {
  const { t } = useLingui();
  const customer = useStore($customer);
  const page = usePageParam();
  const albums = useFavouriteAlbums(page, PER_PAGE, !!customer);
  return (
    <ListPage title={t`My albums`}>
      {customer === undefined ? (
        <LoadingState rows={4} />
      ) : customer === null ? (
        <LoginPrompt>
          <Trans>Log in to keep your favourite albums here.</Trans>
        </LoginPrompt>
      ) : albums.isError ? (
        <ErrorState onRetry={() => void albums.refetch()} />
      ) : (
        <>
          <AlbumGrid albums={albums.data?.albums} loading={albums.isPending} />
          {albums.data && (
            <NumberedPager
              current={page}
              total={albums.data.meta.total_pages}
              hrefFor={(next) => pageLink(paths.dashboard.myAlbums(), next)}
            />
          )}
        </>
      )}
    </ListPage>
  );
}
