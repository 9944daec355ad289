/**
 * How much a feature moves, measured the same way for a whole track as for a 30-second excerpt of it. A standard
 * deviation over a whole orchestral piece takes in every change of section, one over 30 seconds only the section
 * heard, so an excerpt's spread sat systematically below its own track's. Measured over windows as long as an
 * excerpt and taken as the median over the track's windows, a track's spread is what a typical excerpt of it shows.
 */
export const SPREAD_WINDOW_SECONDS = 30;

function spreadOf(series: ArrayLike<number>, from: number, to: number): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += Number.isFinite(series[i]) ? series[i]! : 0;
  const mean = sum / Math.max(1, to - from);
  let square = 0;
  for (let i = from; i < to; i++) square += ((Number.isFinite(series[i]) ? series[i]! : 0) - mean) ** 2;
  return Math.sqrt(square / Math.max(1, to - from));
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Window starts, half a window apart, the last one ending with the series: one window when it is no longer. */
function windowStarts(length: number, window: number): number[] {
  if (length <= window) return [0];
  const hop = Math.max(1, Math.floor(window / 2));
  const starts: number[] = [];
  for (let start = 0; start + window < length; start += hop) starts.push(start);
  starts.push(length - window);
  return starts;
}

/**
 * The median, over windows of `window` values, of each series' standard deviation within the window (the plain
 * standard deviation when a series is no longer than one window).
 */
export function windowedSpread(columns: ArrayLike<number>[], window: number): number[] {
  const size = Math.max(2, Math.round(window));
  return columns.map((series) =>
    median(
      windowStarts(series.length, size).map((start) =>
        spreadOf(series, start, Math.min(series.length, start + size)),
      ),
    ),
  );
}

/** The rows' columns (rows of `width` numbers), for `windowedSpread`. */
export const columnsOf = (rows: ArrayLike<number>[], width: number): Float64Array[] =>
  Array.from({ length: width }, (_, i) => Float64Array.from(rows, (row) => row[i]!));
