import { Trans } from '@lingui/react/macro';
import {
  ErrorState,
  Heading,
  Pager,
  pageLink,
  paths,
  Text,
  useParams,
  usePageParam,
  usePageTitle,
} from '@rsm/shared';
import { AlbumGrid, FIRST_VIEW_COVERS } from '../../../components/album-grid';
import { DetailPage } from '../../../components/detail-page';
import { useLabel } from '../api/get-label';
import { useLabelAlbums } from '../api/get-label-albums';

export function CataloguePage() {
  const { id = '' } = useParams();
  const page = usePageParam();
  const label = useLabel(id);
  usePageTitle(label.data?.label.name);
  const albums = useLabelAlbums(id, page);

  return (
    <DetailPage query={label}>
      {({ label: data }) => (
        <>
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
            <AlbumGrid
              albums={albums.data?.albums}
              loading={albums.isPending}
              priorityCovers={FIRST_VIEW_COVERS}
            />
          )}
          {albums.data && (
            <Pager meta={albums.data.meta} hrefFor={(next) => pageLink(paths.catalogues.detail(id), next)} />
          )}
        </>
      )}
    </DetailPage>
  );
}
