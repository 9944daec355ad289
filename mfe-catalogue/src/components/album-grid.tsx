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

/**
 * Covers of a grid's first view, loaded at once and at high priority: the first two rows of a phone's two columns.
 * They are drawn the same size, and the browser may take any of them (not only the first) as the page's largest
 * paint; a lazily loaded one then started only after layout, about 1–2 s later in Lighthouse's mobile run.
 */
export const FIRST_VIEW_COVERS = 4;

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
