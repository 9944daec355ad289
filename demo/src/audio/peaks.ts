/** Peak absolute amplitude per slice, scaled so the loudest slice is 1: what a waveform display draws. */
export function computePeaks(samples: Int16Array, count = 200): number[] {
  const size = Math.max(1, Math.floor(samples.length / count));
  const peaks: number[] = [];
  for (let slice = 0; slice < count; slice++) {
    let max = 0;
    const end = Math.min(samples.length, (slice + 1) * size);
    for (let i = slice * size; i < end; i++) max = Math.max(max, Math.abs(samples[i]!));
    peaks.push(max);
  }
  const loudest = Math.max(1, ...peaks);
  return peaks.map((peak) => Math.round((peak / loudest) * 1000) / 1000);
}
