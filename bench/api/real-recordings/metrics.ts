/** Scoring of the product's readings against the peer's truth, and the ranking figures. */
import { mirexScore, PITCH_CLASSES, type Key } from '@rsm/sound';

export type TempoVerdict =
  'within 2 %' | 'within 4 %' | 'octave' | 'other metrical level' | 'wrong' | 'no pulse';

/** How a tempo reading relates to the truth: right, an octave (×2, ×½, ×3, ×⅓) off, a 3:2 relation off, wrong. */
export function tempoVerdict(estimate: number | null, truth: number): TempoVerdict {
  if (estimate === null) return 'no pulse';
  const error = Math.abs(estimate - truth) / truth;
  if (error <= 0.02) return 'within 2 %';
  if (error <= 0.04) return 'within 4 %';
  const near = (ratio: number) => Math.abs(estimate / truth / ratio - 1) <= 0.04;
  if ([2, 0.5, 3, 1 / 3, 4, 0.25].some(near)) return 'octave';
  if ([1.5, 2 / 3, 4 / 3, 0.75].some(near)) return 'other metrical level';
  return 'wrong';
}

export const TEMPO_RANGES: [string, number, number][] = [
  ['< 90', 0, 90],
  ['90–130', 90, 130],
  ['130–150', 130, 150],
  ['>= 150', 150, Infinity],
];

export function parseKey(name: string): Key {
  const [tonic, mode] = name.split(' ');
  return { tonic: PITCH_CLASSES.indexOf(tonic!), mode: mode as Key['mode'] };
}

export const keyScore = (estimate: string, truth: string) => mirexScore(parseKey(estimate), parseKey(truth));

export const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
export const percent = (part: number, whole: number) =>
  `${whole ? ((100 * part) / whole).toFixed(1) : '–'} % (${part}/${whole})`;

/**
 * Mean precision at k when relevant = same label, each item ranked by `rank` (its neighbours, itself left out),
 * and what a random ranking would score on the same labels.
 */
export function precisionAt(labels: string[], rank: (i: number) => number[], k: number) {
  const precision = labels.map(
    (label, i) =>
      rank(i)
        .slice(0, k)
        .filter((j) => labels[j] === label).length / k,
  );
  const random = labels.map(
    (label) => (labels.filter((other) => other === label).length - 1) / (labels.length - 1),
  );
  return { precision: mean(precision), random: mean(random) };
}
