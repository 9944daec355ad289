import { PageFrame } from '@rsm/shared';
import type { ReactNode } from 'react';

/** A list page of the catalogue (albums, catalogues, playlists): its title, for the tab and as the heading, then the list. */
export function ListPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageFrame title={title} pageTitle={title}>
      {children}
    </PageFrame>
  );
}
