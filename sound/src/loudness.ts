/**
 * Integrated loudness per ITU-R BS.1770-4, in LUFS: K-weighting (a high shelf and a high-pass, coefficients derived
 * for any sample rate as libebur128 does), mean square per 400 ms block with 75 % overlap, an absolute gate at
 * -70 LUFS and a relative gate 10 LU under the loudness of the blocks above it. Channels are weighted 1 (left,
 * right, centre; surround channels are not told apart here). A 1 kHz sine at full scale in one channel reads -3.01.
 */
type Biquad = [b0: number, b1: number, b2: number, a1: number, a2: number];

function kWeighting(rate: number): [Biquad, Biquad] {
  let f0 = 1681.974450955533;
  const gain = 3.999843853973347;
  let q = 0.7071752369554196;
  let k = Math.tan((Math.PI * f0) / rate);
  const vh = 10 ** (gain / 20);
  const vb = vh ** 0.4996667741545416;
  let a0 = 1 + k / q + k * k;
  const shelf: Biquad = [
    (vh + (vb * k) / q + k * k) / a0,
    (2 * (k * k - vh)) / a0,
    (vh - (vb * k) / q + k * k) / a0,
    (2 * (k * k - 1)) / a0,
    (1 - k / q + k * k) / a0,
  ];
  f0 = 38.13547087602444;
  q = 0.5003270373238773;
  k = Math.tan((Math.PI * f0) / rate);
  a0 = 1 + k / q + k * k;
  const highPass: Biquad = [1, -2, 1, (2 * (k * k - 1)) / a0, (1 - k / q + k * k) / a0];
  return [shelf, highPass];
}

const toLufs = (power: number): number => -0.691 + 10 * Math.log10(power);

/** Integrated loudness from the energy of every 100 ms step (a block is four steps), or null when all are silent. */
function gatedLoudness(energies: number[], block: number): number | null {
  const powers: number[] = [];
  for (let s = 0; s + 4 <= energies.length; s++)
    powers.push((energies[s]! + energies[s + 1]! + energies[s + 2]! + energies[s + 3]!) / block);
  const aboveAbsolute = powers.filter((power) => toLufs(power) > -70);
  if (aboveAbsolute.length === 0) return null;
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  const relativeGate = toLufs(mean(aboveAbsolute)) - 10;
  const gated = aboveAbsolute.filter((power) => toLufs(power) > relativeGate);
  return toLufs(mean(gated));
}

/** A channel's K-weighting state: the shelf's last inputs and outputs, then the high-pass's last outputs. */
type FilterState = [x1: number, x2: number, y1: number, y2: number, z1: number, z2: number];

export interface LoudnessMeter {
  /** The next stretch of audio, one array per channel, all of one length. */
  add(channels: Float32Array[]): void;
  /** The integrated loudness of everything added, in LUFS; null for silence or less than one block. */
  integrated(): number | null;
}

/**
 * Integrated loudness measured a stretch at a time: each channel K-weighted (both filters in one pass, in double
 * precision, their state kept between stretches) and its squares summed per 100 ms step over all channels (each
 * weighted 1). A block is four steps: 400 ms every 100 ms (at rates not divisible by 10, within a sample of it).
 */
export function loudnessMeter(rate: number): LoudnessMeter {
  const [[s0, s1, s2, sa1, sa2], [h0, h1, h2, ha1, ha2]] = kWeighting(rate);
  const step = Math.round(0.1 * rate);
  const states: FilterState[] = [];
  const energies: number[] = [];
  let position = 0;
  return {
    add(channels) {
      const length = channels[0]!.length;
      channels.forEach((channel, c) => {
        let [x1, x2, y1, y2, z1, z2] = states[c] ?? [0, 0, 0, 0, 0, 0];
        let s = Math.floor(position / step);
        let end = (s + 1) * step - position;
        for (let i = 0; i < length; s++, end += step) {
          let sum = 0;
          for (const stop = Math.min(length, end); i < stop; i++) {
            const x = channel[i]!;
            const y = s0 * x + s1 * x1 + s2 * x2 - sa1 * y1 - sa2 * y2;
            const z = h0 * y + h1 * y1 + h2 * y2 - ha1 * z1 - ha2 * z2;
            x2 = x1;
            x1 = x;
            y2 = y1;
            y1 = y;
            z2 = z1;
            z1 = z;
            sum += z * z;
          }
          energies[s] = (energies[s] ?? 0) + sum;
        }
        states[c] = [x1, x2, y1, y2, z1, z2];
      });
      position += length;
    },
    integrated: () => gatedLoudness(energies.slice(0, Math.floor(position / step)), 4 * step),
  };
}

/** Integrated loudness of the channels in LUFS, or null for silence (every block under the absolute gate). */
export function integratedLoudness(channels: Float32Array[], rate: number): number | null {
  const meter = loudnessMeter(rate);
  meter.add(channels);
  return meter.integrated();
}
