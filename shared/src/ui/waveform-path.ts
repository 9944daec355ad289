/** One bar per peak, centred on the middle line, in a 0..peaks.length × 0..1 box (an SVG path's `d`). */
export function waveformPath(peaks: readonly number[]): string {
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
