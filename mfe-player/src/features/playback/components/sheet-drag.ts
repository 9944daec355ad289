import { useRef, useState, type PointerEvent } from 'react';

/** The sheet closes when let go more than a third of the window's height below where the drag started. */
export function shouldClose(dragPx: number, windowHeight: number): boolean {
  return windowHeight > 0 && dragPx > windowHeight / 3;
}

/**
 * Dragging the sheet down by its handle: it follows the pointer (mouse, pen or finger), closes when released past
 * the threshold, and springs back otherwise.
 */
export function useSheetDrag(onClose: () => void) {
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);

  const end = (clientY: number | null) => {
    if (start.current === null) return;
    const dragged = clientY === null ? 0 : Math.max(0, clientY - start.current);
    start.current = null;
    setDragging(false);
    if (shouldClose(dragged, window.innerHeight)) onClose();
    else setOffset(0);
  };

  const handleProps = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      start.current = event.clientY;
      setDragging(true);
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (start.current !== null) setOffset(Math.max(0, event.clientY - start.current));
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => end(event.clientY),
    onPointerCancel: () => end(null),
  };
  return { offset, dragging, handleProps };
}
