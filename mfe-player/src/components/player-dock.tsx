import { Box } from '@rsm/shared';
import type { ReactNode } from 'react';

/** Pins what it holds to the bottom of the viewport, stacked: the active-playlist strip above the player. */
export function PlayerDock({ children }: { children: ReactNode }) {
  return (
    <Box position="fixed" left="0" right="0" bottom="0" zIndex="player" display="flex" flexDirection="column">
      {children}
    </Box>
  );
}
