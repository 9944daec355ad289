import { $isLoggedIn, isTrackItem, type PlayableItem } from '@rsm/shared';
import { useCallback, useRef } from 'react';
import { useRecordPlay } from '../api/record-play';

/**
 * Records each new track a signed-in customer starts, once: pausing and resuming the same track is not a new
 * play, coming back to it after another one is. Album medleys are not tracks and are not recorded.
 * Call the returned function when audio actually starts playing.
 */
export function usePlayHistory(): (item: PlayableItem) => void {
  const { mutate } = useRecordPlay();
  const lastStarted = useRef<string | null>(null);
  return useCallback(
    (item: PlayableItem) => {
      if (lastStarted.current === item.id) return;
      lastStarted.current = item.id;
      if ($isLoggedIn.get() && isTrackItem(item) && item.trackId !== undefined) mutate(item.trackId);
    },
    [mutate],
  );
}
