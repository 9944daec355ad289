import { trackEvent, usePageTitle } from '@rsm/shared';
import { useEffect } from 'react';

const CONTENT_GROUPS = { album: 'albums', playlist: 'playlists' } as const;

/**
 * The page of an album or a curated playlist: titled with its name, and one `view_track_list` event once it has
 * loaded.
 */
export function useTrackListPage(
  list: 'album' | 'playlist',
  shown: { id: number; name: string } | undefined,
) {
  usePageTitle(shown?.name);
  const id = shown?.id;
  useEffect(() => {
    if (id !== undefined)
      void trackEvent('view_track_list', { list, [`${list}_id`]: id }, CONTENT_GROUPS[list]);
  }, [list, id]);
}
