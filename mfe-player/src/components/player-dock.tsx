import { useStore } from '@nanostores/react';
import { $sheetOpened, BOTTOM_DOCK_ATTRIBUTE, Box } from '@rsm/shared';
import type { ReactNode } from 'react';

/**
 * Pins what it holds to the bottom of the viewport, stacked: the active-playlist strip above the player. The dock is
 * the stacking context of the phone's full-screen sheet, so while the sheet is open the dock rises to the overlay
 * layer: otherwise the page's floating buttons (scroll to top) would be drawn over the sheet's controls. Menus keep
 * above the dock (`BOTTOM_DOCK_ATTRIBUTE`).
 */
export function PlayerDock({ children }: { children: ReactNode }) {
  const sheetOpened = useStore($sheetOpened);
  return (
    <Box
      {...{ [BOTTOM_DOCK_ATTRIBUTE]: '' }}
      position="fixed"
      left="0"
      right="0"
      bottom="0"
      zIndex={sheetOpened ? 'overlay' : 'player'}
      display="flex"
      flexDirection="column"
    >
      {children}
    </Box>
  );
}
