import { CoverGrid, EmptyState, LoadingState, type Album } from '@rsm/shared';
import { AlbumCard } from './album-card';

interface AlbumGridProps {
  albums: Album[] | undefined;
  loading?: boolean;
  /**
   * How many covers to fetch at once, ahead of other images: on a page that opens with the grid, the first row on a
   * phone (one of them is the largest paint). None where the grid sits below other content.
   */
  priorityCovers?: number;
}

export function AlbumGrid({ albums, loading, priorityCovers = 0 }: AlbumGridProps) {
  if (loading && !albums) return <LoadingState rows={6} />;
  if (!albums?.length) return <EmptyState />;
  return (
    <CoverGrid>
      {albums.map((album, index) => (
        <AlbumCard key={album.id} album={album} priority={index < priorityCovers} />
      ))}
    </CoverGrid>
  );
}
