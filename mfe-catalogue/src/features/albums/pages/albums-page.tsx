import { Trans } from '@lingui/react/macro';
import { Box, ErrorState, Heading, Pager, paths, useSearchParams } from '@rsm/shared';
import { useAlbums } from '../api/get-albums';
import { AlbumGrid } from '../../../components/album-grid';

export function AlbumsPage() {
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const albums = useAlbums({ page });
  return (
    <Box maxW="80rem" mx="auto" px="4" py="6">
      <Heading as="h1" fontSize="3xl" mb="6">
        <Trans>Albums</Trans>
      </Heading>
      {albums.isError ? (
        <ErrorState onRetry={() => void albums.refetch()} />
      ) : (
        <AlbumGrid albums={albums.data?.albums} loading={albums.isPending} />
      )}
      {albums.data && <Pager meta={albums.data.meta} hrefFor={paths.albums.list} />}
    </Box>
  );
}
