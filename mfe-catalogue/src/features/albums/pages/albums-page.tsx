import { Trans, useLingui } from '@lingui/react/macro';
import { Box, ErrorState, Heading, Pager, paths, useSearchParams, usePageTitle } from '@rsm/shared';
import { useDeferredValue } from 'react';
import { albumsPageOf, useAlbums } from '../api/get-albums';
import { AlbumGrid, FIRST_VIEW_COVERS } from '../../../components/album-grid';

/** Four rows on a phone, a full row on a wide screen. */
const FIRST_VIEW_ALBUMS = 8;

export function AlbumsPage() {
  const { t } = useLingui();
  usePageTitle(t`Albums`);
  const [params] = useSearchParams();
  const albums = useAlbums({ page: albumsPageOf(params) });
  const all = albums.data?.albums;
  // The answer arrives in a synchronous store update: only the first rows (the first view, its largest paint the
  // first cover) render in that task; the full page follows in a transition, in slices that leave the main thread
  // free, instead of one long task.
  const deferred = useDeferredValue(all);
  const shown = deferred ?? all?.slice(0, FIRST_VIEW_ALBUMS);
  return (
    <Box maxW="80rem" mx="auto" px="4" py="6">
      <Heading as="h1" fontSize="3xl" mb="6">
        <Trans>Albums</Trans>
      </Heading>
      {albums.isError ? (
        <ErrorState onRetry={() => void albums.refetch()} />
      ) : (
        <AlbumGrid albums={shown} loading={albums.isPending} priorityCovers={FIRST_VIEW_COVERS} />
      )}
      {albums.data && deferred && <Pager meta={albums.data.meta} hrefFor={paths.albums.list} />}
    </Box>
  );
}
