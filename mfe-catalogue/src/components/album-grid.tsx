import { EmptyState, Grid, LoadingState, type Album } from '@rsm/shared';
import { AlbumCard } from './album-card';

export function AlbumGrid({ albums, loading }: { albums: Album[] | undefined; loading?: boolean }) {
  if (loading && !albums) return <LoadingState rows={6} />;
  if (!albums?.length) return <EmptyState />;
  return (
    <Grid gridTemplateColumns="repeat(auto-fill, minmax(10rem, 1fr))" gap="5">
      {albums.map((album) => (
        <AlbumCard key={album.id} album={album} />
      ))}
    </Grid>
  );
}
