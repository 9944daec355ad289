import { Trans, useLingui } from '@lingui/react/macro';
import { Box, ErrorState, Heading, Pager, pageLink, paths, usePageParam, usePageTitle } from '@rsm/shared';
import { CuratedPlaylistGrid } from '../../../components/curated-playlist-grid';
import { useCuratedPlaylists } from '../api/get-curated-playlists';

export function CuratedPlaylistsPage() {
  const { t } = useLingui();
  usePageTitle(t`Playlists`);
  const page = usePageParam();
  const playlists = useCuratedPlaylists(page);
  return (
    <Box maxW="80rem" mx="auto" px="4" py="6">
      <Heading as="h1" fontSize="3xl" mb="6">
        <Trans>Playlists</Trans>
      </Heading>
      {playlists.isError ? (
        <ErrorState onRetry={() => void playlists.refetch()} />
      ) : (
        <CuratedPlaylistGrid playlists={playlists.data?.playlists} loading={playlists.isPending} />
      )}
      {playlists.data && (
        <Pager meta={playlists.data.meta} hrefFor={(next) => pageLink(paths.curatedPlaylists.list(), next)} />
      )}
    </Box>
  );
}
