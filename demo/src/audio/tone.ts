import type { Timbre } from './instruments';

const TAU = 2 * Math.PI;

// One cycle of each timbre's waveform, per number of harmonics kept under the Nyquist frequency: a note is a table
// lookup per sample however many harmonics it has.
const TABLE = 2048;
const tables = new Map<string, Float32Array>();
function waveTable(harmonics: number[], count: number): Float32Array {
  const id = `${harmonics.join(',')}/${count}`;
  let table = tables.get(id);
  if (!table) {
    table = new Float32Array(TABLE + 1);
    for (let i = 0; i <= TABLE; i++)
      for (let h = 0; h < count; h++) table[i]! += harmonics[h]! * Math.sin((TAU * (h + 1) * i) / TABLE);
    tables.set(id, table);
  }
  return table;
}

/**
 * Adds one note: a band-limited wave with an attack, an exponential decay (or held) and a release, vibrato, the
 * breath or bow noise of winds and strings, and the slow `wobble` of tape shared by every note.
 */
export function addTone(
  out: Float32Array,
  rate: number,
  start: number,
  length: number,
  freq: number,
  amp: number,
  timbre: Timbre,
  wobble = 0,
): void {
  const release = Math.max(1, Math.round((timbre.release ?? 0.03) * rate));
  const end = Math.min(out.length, start + length + release);
  const attack = Math.max(1, timbre.attack * rate);
  let count = 0;
  while (count < timbre.harmonics.length && freq * (count + 1) < rate / 2.2) count++;
  const table = waveTable(timbre.harmonics, Math.max(1, count));
  const decay = Number.isFinite(timbre.decay) ? 1 / (timbre.decay * rate) : 0;
  const breath = timbre.breath ?? 0;
  let noise = (start * 2654435761) >>> 0 || 1;
  let phase = 0;
  for (let i = Math.max(0, start); i < end; i++) {
    const j = i - start;
    let env = j < attack ? j / attack : Math.exp(-(j - attack) * decay);
    if (j > length) env *= 1 - (j - length) / release;
    if (env < 1e-4) {
      if (j > attack) break;
      continue;
    }
    let step = freq / rate;
    if (timbre.vibrato) step *= 1 + timbre.vibrato * Math.sin((TAU * 5 * j) / rate);
    if (wobble) step *= 1 + wobble * Math.sin((TAU * 0.6 * i) / rate);
    phase += step;
    phase -= Math.floor(phase);
    const x = phase * TABLE;
    const k = x | 0;
    let sample = table[k]! + (x - k) * (table[k + 1]! - table[k]!);
    if (breath) {
      noise ^= noise << 13;
      noise ^= noise >>> 17;
      noise ^= noise << 5;
      sample += breath * ((noise >>> 0) / 2_147_483_648 - 1);
    }
    out[i]! += amp * env * sample;
  }
}

/** A sound played as a held layer: a slow attack and no decay, whatever the instrument's own envelope. */
export const held = (timbre: Timbre): Timbre => ({
  ...timbre,
  attack: Math.max(timbre.attack, 0.35),
  decay: Infinity,
  release: Math.max(timbre.release ?? 0, 0.4),
});
