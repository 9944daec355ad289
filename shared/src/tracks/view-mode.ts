import { useStore } from '@nanostores/react';
import { startTransition, useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { persistentAtom } from '../bus/persistent-atom';

/** The track table's view modes. */
export const TRACK_VIEWS = ['grid', 'tabelar', 'card', 'tabelar-details'] as const;
export type TrackView = (typeof TRACK_VIEWS)[number];

export const isTrackView = (value: unknown): value is TrackView =>
  typeof value === 'string' && (TRACK_VIEWS as readonly string[]).includes(value);

/** The view last chosen on this device, used when the URL does not name one. */
export const $trackView = persistentAtom<TrackView>('rsm:track-view', 'tabelar', isTrackView);

/**
 * The view a table shows: the URL parameter `view` when it names an allowed view (a shared link shows what its
 * sender saw), else the one remembered on this device, else the first allowed. Choosing one writes both.
 *
 * The switch is a transition: the new view of a long list renders in slices that leave the page responsive, and the
 * old one stays until it is ready. The choice is remembered once the address shows it — remembering it first would
 * render the new view at once, in one long task, through the store.
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

  const chosen = useRef<TrackView | null>(null);
  const shown = useRef(fromUrl);
  shown.current = fromUrl;
  useEffect(() => {
    if (chosen.current === null || chosen.current !== fromUrl) return;
    chosen.current = null;
    $trackView.set(fromUrl);
  }, [fromUrl]);

  const choose = useCallback(
    (next: TrackView) => {
      // Already in the address: nothing to render, only to remember.
      if (shown.current === next) return $trackView.set(next);
      chosen.current = next;
      startTransition(() =>
        setParams(
          (current) => {
            const updated = new URLSearchParams(current);
            updated.set('view', next);
            return updated;
          },
          { replace: true, preventScrollReset: true },
        ),
      );
    },
    [setParams],
  );
  return [view, choose];
}
