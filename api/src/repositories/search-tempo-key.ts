import { SOUND_CONFIDENCE } from '@rsm/shared/schemas';
import { PITCH_CLASSES } from '@rsm/sound';
import { parsedFilter, rangeText } from './search-filter-values';

/** `q[bpm][]=120` searches this share either side: 120 finds 116.4 to 123.6. */
export const BPM_SHARE = 0.03;
const SLOWEST = 1;
const FASTEST = 999;

/** An inclusive BPM range, as searched. */
export interface BpmRange {
  from: number;
  to: number;
}

const NUMBER = String.raw`(\d{1,3}(?:\.\d{1,2})?)`;
const RANGE = new RegExp(String.raw`^${NUMBER}(?:\s*[-–]\s*${NUMBER})?$`);

/** `90-110` (inclusive) or `120` (±3 %); null when it is neither or the range is empty or out of 1–999. */
export function parseBpmRange(value: string): BpmRange | null {
  const match = RANGE.exec(value.trim());
  if (!match) return null;
  const [from, to] = [Number(match[1]), match[2] === undefined ? null : Number(match[2])];
  const range =
    to === null
      ? {
          from: Math.round(from * (1 - BPM_SHARE) * 100) / 100,
          to: Math.round(from * (1 + BPM_SHARE) * 100) / 100,
        }
      : { from, to };
  if (from < SLOWEST || (to ?? from) > FASTEST || range.from > range.to) return null;
  return range;
}

/** Semitones above C of each tonic letter. */
const LETTERS: Record<string, number> = { c: 0, d: 2, e: 4, f: 5, g: 7, a: 9, b: 11 };
const KEY = /^([a-g])\s*(#|♯|b|♭)?\s*(major|maj|minor|min|m)?$/;

/**
 * A key and mode named the way the analysis writes `detected_key` ("F# major", "Eb minor"): the pitch classes of
 * `@rsm/sound` (`sound/src/key.ts`), so enharmonics meet (`Gb major` is `F# major`, `A# minor` is `Bb minor`) and short forms read
 * as musicians write them (`Am`, `F#m`, `C`, `Bbmin`, an upper-case M for major). Null when it names no key.
 */
export function parseMusicKey(value: string): string | null {
  const trimmed = value.trim().replace(/\s+/g, ' ');
  // "CM" is C major, "Cm" C minor: the case of a lone M is the only case that matters.
  const major = /^[A-Ga-g](#|♯|b|♭)?M$/.test(trimmed);
  const match = KEY.exec(major ? trimmed.slice(0, -1).toLowerCase() : trimmed.toLowerCase());
  if (!match) return null;
  const shift = match[2] === '#' || match[2] === '♯' ? 1 : match[2] ? -1 : 0;
  const tonic = (LETTERS[match[1]!]! + shift + 12) % 12;
  const minor = !major && (match[3] === 'm' || match[3] === 'min' || match[3] === 'minor');
  return `${PITCH_CLASSES[tonic]} ${minor ? 'minor' : 'major'}`;
}

/** `q[bpm][]`: each value a range or a tempo, kept as the `from-to` it searches (also the cache key). */
export const bpmFilterSchema = parsedFilter(
  (value) => rangeText(parseBpmRange(value)),
  'a BPM range: write 90-110 (from 1 to 999, the lower first) or one tempo, 120',
);

/** `q[key][]`: each value a key and mode, kept as the analysis names it. */
export const keyFilterSchema = parsedFilter(
  parseMusicKey,
  'a key: write a tonic and a mode, A minor, F# major, Gb major, Am or F#m',
);

/**
 * A detected tempo or key the analysis is sure enough of to match (see SOUND_CONFIDENCE): a track with no steady
 * pulse is not "120 BPM" to a filter, nor one with an unclear key "A minor". An older analysis has no confidence.
 */
export const confident = (figure: keyof typeof SOUND_CONFIDENCE) =>
  `(ts.${figure}_confidence IS NULL OR ts.${figure}_confidence >= ${SOUND_CONFIDENCE[figure]})`;

/**
 * WHERE conditions on track_search s for the already validated `from-to` ranges and key names: a track matches
 * when its tempo is in any of the ranges and its key is any of the keys (a track has one of each, so requiring all
 * would find nothing). The tempo is the metadata's BPM, or the analysed one where the metadata has none.
 */
export function tempoKeyConditions(
  bpm: string[] | undefined,
  keys: string[] | undefined,
  param: (value: unknown) => string,
): string[] {
  const conditions: string[] = [];
  if (bpm?.length) {
    const ranges = bpm.map((value) => {
      const [from, to] = value.split('-').map(Number) as [number, number];
      return { from, to };
    });
    // One BETWEEN per range: on the metadata's whole-number tempo in whole numbers (its btree can read them), on
    // the analysed one (a real) as the DTO shows it, so 77.4 as stored is within 77.4-77.4.
    const within = (column: string, whole: boolean) =>
      ranges
        .map(({ from, to }) =>
          whole
            ? `${column} BETWEEN ${param(Math.ceil(from))}::int AND ${param(Math.floor(to))}::int`
            : `round(${column}::numeric, 2) BETWEEN ${param(from)}::numeric AND ${param(to)}::numeric`,
        )
        .join(' OR ');
    conditions.push(
      `(${within('s.bpm', true)} OR (s.bpm IS NULL AND EXISTS (SELECT 1 FROM track_sounds ts
        WHERE ts.track_id = s.track_id AND ${confident('bpm')} AND (${within('ts.bpm', false)}))))`,
    );
  }
  // The key the analysis is sure of, kept on the search rows as the analysis writes it (migration 510).
  if (keys?.length) conditions.push(`s.sound_key = ANY(${param(keys)}::text[])`);
  return conditions;
}
