import { Trans } from '@lingui/react/macro';
import { Box, Heading } from '@rsm/shared';
import { AlbumGrid } from '../../../components/album-grid';
import { useSimilarAlbums } from '../api/get-similar-albums';

/** Albums sharing the most genres and moods with this one. */
export function SimilarAlbums({ albumId }: { albumId: string }) {
  const similar = useSimilarAlbums(albumId);
  if (similar.isError || (similar.data && similar.data.albums.length === 0)) return null;
  return (
    <Box as="section" mt="10">
      <Heading as="h2" fontSize="xl" mb="3">
        <Trans>Similar albums</Trans>
      </Heading>
      <AlbumGrid albums={similar.data?.albums} loading={similar.isPending} />
    </Box>
  );
}
