import { Box, fractionAt, waveformPath } from '@rsm/shared';
import { useId, useMemo, useRef, type PointerEvent } from 'react';

interface WaveformProps {
  peaks: number[];
  duration: number;
  /** The position shown as played: playback, or where the user is dragging to. */
  position: number;
  onScrub: (time: number) => void;
  onCommit: (time: number) => void;
}

/**
 * The current item's waveform, the played part highlighted; click or drag on it to seek. Hidden from assistive
 * technology: the Seek slider next to it is the accessible control.
 */
export function Waveform({ peaks, duration, position, onScrub, onCommit }: WaveformProps) {
  // useId's characters (colons, guillemets) are not all valid in url(#…).
  const clipId = `waveform-${useId().replace(/[^\w-]/g, '')}`;
  const path = useMemo(() => waveformPath(peaks), [peaks]);
  const dragging = useRef(false);
  const played = duration > 0 ? Math.min(1, position / duration) : 0;

  const timeAt = (event: PointerEvent<HTMLDivElement>) =>
    fractionAt(event.clientX, event.currentTarget.getBoundingClientRect()) * duration;

  return (
    <Box
      aria-hidden="true"
      h="8"
      w="full"
      cursor={duration > 0 ? 'pointer' : 'default'}
      touchAction="none"
      color="line"
      onPointerDown={(event: PointerEvent<HTMLDivElement>) => {
        if (duration <= 0 || event.button !== 0) return;
        dragging.current = true;
        event.currentTarget.setPointerCapture?.(event.pointerId);
        onScrub(timeAt(event));
      }}
      onPointerMove={(event: PointerEvent<HTMLDivElement>) => {
        if (dragging.current) onScrub(timeAt(event));
      }}
      onPointerUp={(event: PointerEvent<HTMLDivElement>) => {
        if (!dragging.current) return;
        dragging.current = false;
        onCommit(timeAt(event));
      }}
      onPointerCancel={() => {
        dragging.current = false;
      }}
    >
      <svg
        width="100%"
        height="100%"
        viewBox={`0 0 ${peaks.length} 1`}
        preserveAspectRatio="none"
        focusable="false"
      >
        <defs>
          <clipPath id={clipId}>
            <rect x="0" y="0" width={played * peaks.length} height="1" />
          </clipPath>
        </defs>
        <path d={path} fill="currentColor" />
        <path d={path} fill="var(--chakra-colors-brand-600)" clipPath={`url(#${clipId})`} />
      </svg>
    </Box>
  );
}
