import { z } from 'zod';
import { filterValues, parsedFilter, rangeText } from './search-filter-values';

/** `q[vocals][]`: a track is `vocal` when it has lyricists, else `instrumental`. */
export const VOCALS = ['vocal', 'instrumental'] as const;
export type Vocals = (typeof VOCALS)[number];

/** The longest length a range may name, in seconds (an hour: no library cue is longer). */
const LONGEST = 3600;

/** An inclusive length range in seconds, as searched. */
export interface LengthRange {
  from: number;
  to: number;
}

/** `60-180` (seconds, inclusive); null when it is not a range of whole seconds from 0 to 3600, the lower first. */
export function parseLengthRange(value: string): LengthRange | null {
  const match = /^(\d{1,4})\s*[-–]\s*(\d{1,4})$/.exec(value.trim());
  if (!match) return null;
  const [from, to] = [Number(match[1]), Number(match[2])];
  return from <= to && to <= LONGEST ? { from, to } : null;
}

export const vocalsFilterSchema = filterValues(z.enum(VOCALS)).describe(
  'vocal (the track has lyricists) or instrumental; both is every track',
);

/** `q[length][]`: each value kept as the `from-to` it searches (also the cache key). */
export const lengthFilterSchema = parsedFilter(
  (value) => rangeText(parseLengthRange(value)),
  'a length range: write seconds from-to, 60-180 (from 0 to 3600, the lower first)',
).describe('Length ranges in seconds, 60-180 inclusive; any range matches');

/** WHERE conditions on track_search s for the vocals and the validated length ranges (any value of each matches). */
export function vocalsLengthConditions(
  vocals: string[] | undefined,
  lengths: string[] | undefined,
  param: (value: unknown) => string,
): string[] {
  const conditions: string[] = [];
  const wanted = new Set(vocals ?? []);
  // Both values are every track: no condition.
  if (wanted.size === 1) conditions.push(wanted.has('vocal') ? 's.vocal' : 'NOT s.vocal');
  if (lengths?.length)
    conditions.push(
      `(${lengths
        .map((value) => {
          const [from, to] = value.split('-').map(Number) as [number, number];
          return `s.length BETWEEN ${param(from)}::int AND ${param(to)}::int`;
        })
        .join(' OR ')})`,
    );
  return conditions;
}
