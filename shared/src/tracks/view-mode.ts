import { useStore } from '@nanostores/react';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { persistentAtom } from '../bus/persistent-atom';

/** The track table's view modes (spec §2.6). */
export const TRACK_VIEWS = ['grid', 'tabelar', 'card', 'tabelar-details'] as const;
export type TrackView = (typeof TRACK_VIEWS)[number];

export const isTrackView = (value: unknown): value is TrackView =>
  typeof value === 'string' && (TRACK_VIEWS as readonly string[]).includes(value);

/** The view last chosen on this device, used when the URL does not name one. */
export const $trackView = persistentAtom<TrackView>('rsm:track-view', 'tabelar', isTrackView);

/**
 * The view a table shows: the URL parameter `view` when it names an allowed view (a shared link shows what its
 * sender saw), else the one remembered on this device, else the first allowed. Choosing one writes both.
 */
export function useTrackView(
  allowed: readonly TrackView[] = TRACK_VIEWS,
): [TrackView, (view: TrackView) => void] {
  const [params, setParams] = useSearchParams();
  const remembered = useStore($trackView);
  const fromUrl = params.get('view');
  const view =
    isTrackView(fromUrl) && allowed.includes(fromUrl)
      ? fromUrl
      : allowed.includes(remembered)
        ? remembered
        : allowed[0]!;

  const choose = useCallback(
    (next: TrackView) => {
      $trackView.set(next);
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('view', next);
          return updated;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );
  return [view, choose];
}
