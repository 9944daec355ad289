import type { ReactNode } from 'react';
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
    <ul className="rsm-tt-cards" data-layout={layout} aria-label={label} aria-busy={loading || undefined}>
      {loading
        ? Array.from({ length: SKELETONS }, (_, index) => (
            <li key={index}>
              <Skeleton h={layout === 'grid' ? '40' : '20'} />
            </li>
          ))
        : children}
    </ul>
  );
}
