import { useCallback, useRef } from 'react';

/**
 * Turns the track table's `onReorder(trackId, newIndex)` into the page's `onMove(from, to)` with page indexes;
 * a drop on the row's own place is no move.
 */
export function useTrackReorder<T extends { id: number }>(
  tracks: T[],
  onMove: (from: number, to: number) => void,
): (trackId: number, newIndex: number) => void {
  const latest = useRef({ tracks, onMove });
  latest.current = { tracks, onMove };
  return useCallback((trackId: number, newIndex: number) => {
    const { tracks: current, onMove: move } = latest.current;
    const from = current.findIndex((track) => track.id === trackId);
    if (from < 0 || from === newIndex || newIndex < 0 || newIndex >= current.length) return;
    move(from, newIndex);
  }, []);
}
