/**
 * ts_rank(vector, query) as PostgreSQL 15 computes it (src/backend/utils/adt/tsrank.c, default weights, no
 * normalization), in its single-precision arithmetic, for the queries a search ranks words by: each typed word any of
 * its lexemes, the words AND-ed. A brief ranked from the brief index orders its matches exactly as its SQL would.
 */

const f = Math.fround;

/** The default weights of D, C, B and A. */
const WEIGHTS = [0.1, 0.2, 0.4, 1.0].map(f);
/** MAXENTRYPOS: a position is below it. */
const MAX_ENTRY_POS = 1 << 14;
const POSITION = MAX_ENTRY_POS - 1;
/** A lexeme the vector keeps without positions counts as one at weight D, at the last position (calc_rank_and). */
const NO_POSITIONS = Uint16Array.of(POSITION);

const weight = (wep: number): number => WEIGHTS[wep >> 14]!;

/** word_distance: how much two positions `distance` apart count (float4). */
const DISTANCES = Float64Array.from({ length: 101 }, (_, distance) =>
  f(1.0 / (1.005 + 0.05 * Math.exp(f(distance) / 1.5 - 2))),
);
const wordDistance = (distance: number): number => (distance > 100 ? f(1e-30) : DISTANCES[distance]!);

/** A vector entry a query operand matches in one track: its positions are `count` of `weps` from `start`. */
export interface HeldEntry {
  weps: Uint16Array;
  start: number;
  /** 0: the vector keeps the lexeme without positions. */
  count: number;
  /** Its entryPart. */
  part: number;
}

/**
 * One track's entries for each of a query's operands (lexemes), the operands in PostgreSQL's order (by bytes, without
 * duplicates): the first `held` of `entries` (several for a prefix), in the vector's order. Reused track after track.
 */
export interface HeldOperand {
  entries: HeldEntry[];
  held: number;
}

/**
 * calc_rank_or's sum for one entry, before its division (a float4): its positions' weights, the heaviest once whole
 * and the others by the inverse square of their place. It depends on the entry alone, so it is kept per entry.
 */
export function entryPart(weps: Uint16Array, start: number, count: number): number {
  let sum = 0;
  let most = -1;
  let mostAt = 0;
  // Without positions: one, at weight D.
  for (let j = 0; j < (count || 1); j++) {
    const w = count ? weight(weps[start + j]!) : WEIGHTS[0]!;
    sum = f(sum + f(w / ((j + 1) * (j + 1))));
    if (w > most) {
      most = w;
      mostAt = j;
    }
  }
  return f(f(most + sum) - f(most / ((mostAt + 1) * (mostAt + 1))));
}

/** calc_rank_or: each entry's part divided by π²/6 (in double, as C divides a float4 by a double), summed in float4. */
function rankOr(operands: HeldOperand[]): number {
  let rank = 0;
  for (const { entries, held } of operands)
    for (let e = 0; e < held; e++) rank = f(rank + entries[e]!.part / 1.64493406685);
  return operands.length > 0 ? f(rank / operands.length) : rank;
}

/** Per operand, the last of its entries seen (PostgreSQL's pos[i]), or none: reused call after call. */
let latest: (HeldEntry | null)[] = [];

/** calc_rank_and: every pair of positions of two different operands, by their distance. */
function rankAnd(operands: HeldOperand[]): number {
  if (operands.length < 2) return rankOr(operands);
  let rank = -1;
  if (latest.length < operands.length) latest = operands.map(() => null);
  latest.fill(null);
  for (let i = 0; i < operands.length; i++) {
    const { entries, held } = operands[i]!;
    for (let e = 0; e < held; e++) {
      const entry = entries[e]!;
      latest[i] = entry;
      // Without positions: one, the last there is, at weight D.
      const weps = entry.count ? entry.weps : NO_POSITIONS;
      const from = entry.count ? entry.start : 0;
      const to = from + (entry.count || 1);
      for (let k = 0; k < i; k++) {
        const other = latest[k];
        if (!other) continue;
        const otherWeps = other.count ? other.weps : NO_POSITIONS;
        const otherFrom = other.count ? other.start : 0;
        const otherTo = otherFrom + (other.count || 1);
        const unpositioned = !entry.count || !other.count;
        for (let l = from; l < to; l++) {
          const at = weps[l]!;
          for (let p = otherFrom; p < otherTo; p++) {
            const otherAt = otherWeps[p]!;
            let distance = Math.abs((at & POSITION) - (otherAt & POSITION));
            if (distance || unpositioned) {
              if (!distance) distance = MAX_ENTRY_POS;
              const pair = f(Math.sqrt(f(f(weight(at) * weight(otherAt)) * wordDistance(distance))));
              rank = rank < 0 ? pair : f(1.0 - (1.0 - rank) * (1.0 - pair));
            }
          }
        }
      }
    }
  }
  return rank;
}

/**
 * ts_rank of a track's vector for a query of `words` typed words (the query ANDs them when more than one), given the
 * track's entries for the query's operands. A float4, as the database answers it.
 */
export function textRank(words: number, operands: HeldOperand[]): number {
  const rank = words > 1 ? rankAnd(operands) : rankOr(operands);
  return rank < 0 ? f(1e-20) : rank;
}
