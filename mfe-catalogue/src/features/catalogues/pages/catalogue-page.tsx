import { Trans } from '@lingui/react/macro';
import {
  ApiError,
  Box,
  ErrorState,
  Heading,
  LoadingState,
  NotFoundPage,
  Pager,
  pageLink,
  paths,
  Text,
  useParams,
  usePageParam,
} from '@rsm/shared';
import { AlbumGrid } from '../../../components/album-grid';
import { useLabel } from '../api/get-label';
import { useLabelAlbums } from '../api/get-label-albums';

export function CataloguePage() {
  const { id = '' } = useParams();
  const page = usePageParam();
  const label = useLabel(id);
  const albums = useLabelAlbums(id, page);

  if (label.error instanceof ApiError && label.error.status === 404) return <NotFoundPage />;
  if (label.isError) return <ErrorState onRetry={() => void label.refetch()} />;
  if (label.isPending) return <LoadingState rows={8} />;
  const { label: data } = label.data;
  return (
    <Box maxW="80rem" mx="auto" px="4" py="6">
      <Heading as="h1" fontSize="3xl" mb="2">
        {data.name}
      </Heading>
      {data.description && (
        <Text color="muted" mb="6">
          {data.description}
        </Text>
      )}
      <Heading as="h2" fontSize="xl" mb="4">
        <Trans>Albums</Trans>
      </Heading>
      {albums.isError ? (
        <ErrorState onRetry={() => void albums.refetch()} />
      ) : (
        <AlbumGrid albums={albums.data?.albums} loading={albums.isPending} />
      )}
      {albums.data && (
        <Pager meta={albums.data.meta} hrefFor={(next) => pageLink(paths.catalogues.detail(id), next)} />
      )}
    </Box>
  );
}
