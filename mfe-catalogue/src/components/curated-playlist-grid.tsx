import { CoverGrid, EmptyState, LoadingState, type CuratedPlaylist } from '@rsm/shared';
import { CuratedPlaylistCard } from './curated-playlist-card';

export function CuratedPlaylistGrid({
  playlists,
  loading,
}: {
  playlists: CuratedPlaylist[] | undefined;
  loading?: boolean;
}) {
  if (loading && !playlists) return <LoadingState rows={6} />;
  if (!playlists?.length) return <EmptyState />;
  return (
    <CoverGrid>
      {playlists.map((playlist) => (
        <CuratedPlaylistCard key={playlist.id} playlist={playlist} />
      ))}
    </CoverGrid>
  );
}
