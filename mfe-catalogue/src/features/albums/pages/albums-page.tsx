import { useLingui } from '@lingui/react/macro';
import { ErrorState, Pager, paths, useSearchParams } from '@rsm/shared';
import { useDeferredValue } from 'react';
import { albumsPageOf, useAlbums } from '../api/get-albums';
import { AlbumGrid, FIRST_VIEW_COVERS } from '../../../components/album-grid';
import { ListPage } from '../../../components/list-page';

/** Four rows on a phone, a full row on a wide screen. */
const FIRST_VIEW_ALBUMS = 8;

export function AlbumsPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const albums = useAlbums({ page: albumsPageOf(params) });
  const all = albums.data?.albums;
  // The answer arrives in a synchronous store update: only the first rows (the first view, its largest paint the
  // first cover) render in that task; the full page follows in a transition, in slices that leave the main thread
  // free, instead of one long task.
  const deferred = useDeferredValue(all);
  const shown = deferred ?? all?.slice(0, FIRST_VIEW_ALBUMS);
  return (
    <ListPage title={t`Albums`}>
      {albums.isError ? (
        <ErrorState onRetry={() => void albums.refetch()} />
      ) : (
        <AlbumGrid albums={shown} loading={albums.isPending} priorityCovers={FIRST_VIEW_COVERS} />
      )}
      {albums.data && deferred && <Pager meta={albums.data.meta} hrefFor={paths.albums.list} />}
    </ListPage>
  );
}
