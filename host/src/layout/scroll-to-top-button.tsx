import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import {
  $currentItem,
  $desktopHidden,
  $pinnedPlaylist,
  ChevronUpIcon,
  FloatingIconButton,
} from '@rsm/shared';

/**
 * The 48 px floating button of a scrolled page (`ScrollToTop`). It stacks 12 px above the player's floating
 * show-player toggle, or above the player bars when they are visible; before anything plays there is no player, and
 * it sits 16 px above the screen's edge (or the pinned playlist's strip).
 */
export function ScrollToTopButton() {
  const { t } = useLingui();
  const playerHidden = useStore($desktopHidden);
  const pinned = useStore($pinnedPlaylist) !== null;
  const chosen = useStore($currentItem) !== null;

  const pinnedBar = pinned ? 40 : 0;
  // No track: only the pinned strip, if any. Show-player toggle: 16 px from the bottom (56 with the pinned strip),
  // 48 px high. Else the 80/64 px bars.
  const bottom = !chosen
    ? `${pinnedBar + 16}px`
    : playerHidden
      ? `${(pinned ? 56 : 16) + 48 + 12}px`
      : { base: `${64 + pinnedBar + 12}px`, lg: `${80 + pinnedBar + 12}px` };
  return (
    <FloatingIconButton
      label={t`Scroll to top`}
      icon={<ChevronUpIcon />}
      variant="outline"
      bottom={bottom}
      onClick={() => {
        const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    />
  );
}
