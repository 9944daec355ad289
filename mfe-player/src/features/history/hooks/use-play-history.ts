import { $isLoggedIn, isTrackItem, trackEvent, type PlayableItem } from '@rsm/shared';
import { useCallback, useRef } from 'react';
import { useRecordPlay } from '../api/record-play';

/**
 * Records each new track started, once — a play_track event, and the listening history of a signed-in customer: pausing and resuming the same track is not a new
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
      if (!isTrackItem(item) || item.trackId === undefined) return;
      // Analytics sends only with the visitor's consent; it never throws into playback.
      void trackEvent('play_track', { track_id: item.trackId }, 'tracks').catch(() => undefined);
      if ($isLoggedIn.get()) mutate(item.trackId);
    },
    [mutate],
  );
}
