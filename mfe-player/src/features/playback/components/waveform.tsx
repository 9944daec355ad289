import { Box } from '@rsm/shared';
import { useId, useMemo, useRef, type PointerEvent } from 'react';

/** One bar per peak, centred on the middle line, in a 0..peaks.length × 0..1 box. */
export function waveformPath(peaks: number[]): string {
  return peaks
    .map((peak, index) => {
      const height = Math.max(0.04, peak);
      return `M${index + 0.15} ${(1 - height) / 2}h0.7v${height}h-0.7z`;
    })
    .join('');
}

/** The fraction of the width a pointer is at, 0..1. */
export function fractionAt(clientX: number, rect: { left: number; width: number }): number {
  if (rect.width <= 0) return 0;
  return Math.min(1, Math.max(0, (clientX - rect.left) / rect.width));
}

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
