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

function filter(input: Float32Array, [b0, b1, b2, a1, a2]: Biquad): Float32Array {
  const out = new Float32Array(input.length);
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  for (let i = 0; i < input.length; i++) {
    const x = input[i]!;
    const y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
    out[i] = y;
    x2 = x1;
    x1 = x;
    y2 = y1;
    y1 = y;
  }
  return out;
}

const toLufs = (power: number): number => -0.691 + 10 * Math.log10(power);

/** Integrated loudness of the channels in LUFS, or null for silence (every block under the absolute gate). */
export function integratedLoudness(channels: Float32Array[], rate: number): number | null {
  const [shelf, highPass] = kWeighting(rate);
  const weighted = channels.map((channel) => filter(filter(channel, shelf), highPass));
  const block = Math.round(0.4 * rate);
  const step = Math.round(0.1 * rate);
  const length = weighted[0]!.length;
  const powers: number[] = [];
  for (let start = 0; start + block <= length; start += step) {
    let power = 0;
    for (const channel of weighted) {
      let sum = 0;
      for (let i = start; i < start + block; i++) sum += channel[i]! * channel[i]!;
      power += sum / block;
    }
    powers.push(power);
  }
  const aboveAbsolute = powers.filter((power) => toLufs(power) > -70);
  if (aboveAbsolute.length === 0) return null;
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  const relativeGate = toLufs(mean(aboveAbsolute)) - 10;
  const gated = aboveAbsolute.filter((power) => toLufs(power) > relativeGate);
  return toLufs(mean(gated));
}
