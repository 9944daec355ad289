import { useLingui } from '@lingui/react/macro';
import { ErrorState, Pager, pageLink, paths, usePageParam } from '@rsm/shared';
import { CuratedPlaylistGrid } from '../../../components/curated-playlist-grid';
import { ListPage } from '../../../components/list-page';
import { useCuratedPlaylists } from '../api/get-curated-playlists';

export function CuratedPlaylistsPage() {
  const { t } = useLingui();
  const page = usePageParam();
  const playlists = useCuratedPlaylists(page);
  return (
    <ListPage title={t`Playlists`}>
      {playlists.isError ? (
        <ErrorState onRetry={() => void playlists.refetch()} />
      ) : (
        <CuratedPlaylistGrid playlists={playlists.data?.playlists} loading={playlists.isPending} />
      )}
      {playlists.data && (
        <Pager meta={playlists.data.meta} hrefFor={(next) => pageLink(paths.curatedPlaylists.list(), next)} />
      )}
    </ListPage>
  );
}
