import { useStore } from '@nanostores/react';
import { $sheetOpened, Box } from '@rsm/shared';
import type { ReactNode } from 'react';

/**
 * Pins what it holds to the bottom of the viewport, stacked: the active-playlist strip above the player. The dock is
 * the stacking context of the phone's full-screen sheet, so while the sheet is open the dock rises to the overlay
 * layer: otherwise the page's floating buttons (scroll to top) would be drawn over the sheet's controls.
 */
export function PlayerDock({ children }: { children: ReactNode }) {
  const sheetOpened = useStore($sheetOpened);
  return (
    <Box
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
