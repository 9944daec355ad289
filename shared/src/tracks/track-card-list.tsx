import type { ReactNode } from 'react';
import { List } from '../ui/primitives';
import { Skeleton } from '../ui/states';

const SKELETONS = 12;

/** The grid view (tiles) and the card view (one wide card a line); skeleton cards while loading. */
export function TrackCardList({
  label,
  layout,
  loading,
  children,
}: {
  label: string;
  layout: 'grid' | 'card';
  loading: boolean;
  children: ReactNode;
}) {
  return (
    <List
      aria-label={label}
      aria-busy={loading || undefined}
      display="grid"
      gap="3"
      gridTemplateColumns={layout === 'grid' ? 'repeat(auto-fill, minmax(14rem, 1fr))' : '1fr'}
    >
      {loading
        ? Array.from({ length: SKELETONS }, (_, index) => (
            <li key={index}>
              <Skeleton h={layout === 'grid' ? '40' : '20'} />
            </li>
          ))
        : children}
    </List>
  );
}
