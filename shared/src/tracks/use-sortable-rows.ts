import { useEffect, useRef, type RefObject } from 'react';

/**
 * Drag-to-reorder with sortablejs on the rows of `container`, by their handle only. Sortable moves the DOM node
 * itself; the move is undone at once and reported instead, so React stays the only owner of the DOM and renders the
 * new order it is given. sortablejs is loaded only for a reorderable table.
 */
export function useSortableRows(
  container: RefObject<HTMLElement | null>,
  enabled: boolean,
  onReorder: (trackId: number, newIndex: number) => void,
): void {
  const latest = useRef(onReorder);
  latest.current = onReorder;

  useEffect(() => {
    const element = container.current;
    if (!enabled || !element) return;
    let sortable: { destroy: () => void } | null = null;
    let cancelled = false;
    void import('sortablejs').then(({ default: Sortable }) => {
      if (cancelled) return;
      sortable = Sortable.create(element, {
        handle: '[data-drag-handle]',
        draggable: '[data-sortable-item]',
        animation: 150,
        onEnd: ({ item, from, oldIndex, newDraggableIndex, oldDraggableIndex }) => {
          if (oldIndex === undefined || newDraggableIndex === undefined) return;
          from.removeChild(item);
          from.insertBefore(item, from.children[oldIndex] ?? null);
          if (newDraggableIndex !== oldDraggableIndex)
            latest.current(Number(item.dataset.trackId), newDraggableIndex);
        },
      });
    });
    return () => {
      cancelled = true;
      sortable?.destroy();
    };
  }, [container, enabled]);
}
