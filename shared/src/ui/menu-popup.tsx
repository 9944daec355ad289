import { useLayoutEffect, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Box } from './primitives';

/** Marks what is pinned to the bottom of the viewport (the player, the pinned playlist's strip): menus keep above it. */
export const BOTTOM_DOCK_ATTRIBUTE = 'data-bottom-dock';

/** Room kept between a menu and the viewport's edges or the docked player. */
const EDGE = 8;

/** How much of the viewport's bottom the docked player and strip cover now. */
function dockedHeight(): number {
  const tops = [...document.querySelectorAll(`[${BOTTOM_DOCK_ATTRIBUTE}]`)].map(
    (dock) => dock.getBoundingClientRect().top,
  );
  return Math.max(0, window.innerHeight - Math.min(window.innerHeight, ...tops));
}

/**
 * Places `popup` by `anchor` with Floating UI: below and right-aligned when there is room, above when not, shifted
 * along to stay inside the viewport, never under the docked player, shorter (scrolling) when no side has room. It
 * follows the anchor while the page scrolls or resizes.
 */
function usePopupPlacement(anchor: RefObject<HTMLElement | null>, popup: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const reference = anchor.current;
    const floating = popup.current;
    if (!reference || !floating) return undefined;
    let stop: (() => void) | undefined;
    let closed = false;
    // Floating UI loads with the first menu opened, not with every page (the shared package is in the first view).
    void import(/* webpackChunkName: "floating-ui" */ '@floating-ui/dom').then((floatingUi) => {
      if (closed) return;
      const { autoUpdate, computePosition, flip, offset, shift, size } = floatingUi;
      const place = () => {
        const padding = { top: EDGE, right: EDGE, left: EDGE, bottom: dockedHeight() + EDGE };
        void computePosition(reference, floating, {
          placement: 'bottom-end',
          strategy: 'fixed',
          middleware: [
            offset(4),
            flip({ padding }),
            shift({ padding }),
            size({
              padding,
              apply: ({ availableHeight }) => {
                floating.style.maxHeight = `${Math.max(availableHeight, 96)}px`;
              },
            }),
          ],
        }).then(({ x, y }) => {
          floating.style.left = `${x}px`;
          floating.style.top = `${y}px`;
          floating.style.opacity = '1';
        });
      };
      stop = autoUpdate(reference, floating, place);
    });
    return () => {
      closed = true;
      stop?.();
    };
  }, [anchor, popup]);
}

interface MenuPopupProps {
  anchor: RefObject<HTMLElement | null>;
  menuProps: { ref: RefObject<HTMLDivElement | null>; id: string; role: 'menu' } & Record<string, unknown>;
  /** The menu's accessible name, when its button's is not enough. */
  label?: string;
  children: ReactNode;
}

/**
 * The app's one menu surface: drawn in a layer of the document's own (a portal), so no table, scroller or other
 * row's icon clips or covers it, above the player, and placed by `usePopupPlacement`. Pair it with `useMenuButton`.
 */
export function MenuPopup({ anchor, menuProps, label, children }: MenuPopupProps) {
  usePopupPlacement(anchor, menuProps.ref);
  return createPortal(
    <Box
      {...menuProps}
      aria-label={label}
      position="fixed"
      top="0"
      left="0"
      // Transparent (yet focusable, unlike a hidden one) until placed: no flash at the corner of the screen.
      opacity="0"
      zIndex="floating"
      minW="14rem"
      maxW={`calc(100vw - ${2 * EDGE}px)`}
      overflowY="auto"
      layerStyle="popover"
      color="ink"
      py="1"
    >
      {children}
    </Box>,
    document.body,
  );
}
