import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';

/**
 * Reordering rows by native drag and drop on a handle, and by Alt+↑/↓ on a focused row. Calls `onMove(from, to)`
 * with page indexes; keeps the moved row focused after a keyboard move, since React moves its DOM node.
 */
export function useTrackReorder<T extends { id: number }>(
  tracks: T[],
  onMove: (from: number, to: number) => void,
) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const focusAfterMove = useRef<number | null>(null);
  const rows = useRef(new Map<number, HTMLElement>());

  useEffect(() => {
    const id = focusAfterMove.current;
    if (id === null) return;
    const row = rows.current.get(id);
    if (row && document.activeElement !== row) row.focus();
    focusAfterMove.current = null;
  }, [tracks]);

  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= tracks.length) return;
    onMove(from, to);
  };

  return {
    dragging,
    over,
    rowProps: (index: number) => ({
      ref: (element: HTMLElement | null) => {
        const id = tracks[index]!.id;
        if (element) rows.current.set(id, element);
        else rows.current.delete(id);
      },
      tabIndex: 0,
      onKeyDown: (event: KeyboardEvent) => {
        if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
        event.preventDefault();
        focusAfterMove.current = tracks[index]!.id;
        move(index, event.key === 'ArrowUp' ? index - 1 : index + 1);
      },
      onDragOver: (event: DragEvent) => {
        if (dragging === null) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        if (over !== index) setOver(index);
      },
      onDrop: (event: DragEvent) => {
        if (dragging === null) return;
        event.preventDefault();
        move(dragging, index);
        setDragging(null);
        setOver(null);
      },
    }),
    handleProps: (index: number) => ({
      draggable: true,
      onDragStart: (event: DragEvent) => {
        event.dataTransfer.effectAllowed = 'move';
        // Firefox starts a drag only with some data set.
        event.dataTransfer.setData('text/plain', String(tracks[index]!.id));
        setDragging(index);
      },
      onDragEnd: () => {
        setDragging(null);
        setOver(null);
      },
    }),
  };
}
