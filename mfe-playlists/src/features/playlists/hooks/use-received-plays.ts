import { $currentItem } from '@rsm/shared';
import { useEffect, useRef } from 'react';
import { recordReceivedTrackEvent } from '../api/record-received-track-event';
import type { ShareKey } from '../api/get-playlist-by-token';

/**
 * Records a play each time the player moves on to one of the shown tracks of a received playlist — from its play
 * button or the player's next and previous — while the page is open. Pausing and resuming is not a new play.
 */
export function useReceivedPlays(shareKey: ShareKey, trackIds: number[]): void {
  const latest = useRef({ shareKey, trackIds });
  latest.current = { shareKey, trackIds };
  useEffect(() => {
    let current = $currentItem.get()?.trackId;
    return $currentItem.listen((item) => {
      if (item?.trackId === current) return;
      current = item?.trackId;
      const { shareKey: key, trackIds: ids } = latest.current;
      if (current !== undefined && ids.includes(current)) recordReceivedTrackEvent(key, current, 'play');
    });
  }, []);
}
