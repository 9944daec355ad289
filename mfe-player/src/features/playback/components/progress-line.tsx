import { useStore } from '@nanostores/react';
import { $currentTime, $duration, Box } from '@rsm/shared';

/** The mini bar's thin progress line: decorative, the sheet's Seek slider is the control. */
export function ProgressLine() {
  const currentTime = useStore($currentTime);
  const duration = useStore($duration);
  const played = duration > 0 ? Math.min(1, currentTime / duration) : 0;
  return (
    <Box aria-hidden="true" position="absolute" top="0" left="0" right="0" h="2px" bg="line">
      <Box h="full" bg="brand.600" transformOrigin="left" style={{ transform: `scaleX(${played})` }} />
    </Box>
  );
}
