import { FEATURE_GROUPS, FEATURE_LENGTH } from './analyse';

/**
 * How much each part of the vector counts, after every dimension is standardised over the catalogue: each group
 * is divided by the square root of its length so a 13-number group does not outvote the single tempo number. The
 * weights were chosen with `bench/sound-eval.ts` on pieces of a development seed (precision@10 by genre 0.78 → 0.81,
 * then 0.655 → 0.681, then with the flux's per-register rhythm 0.689 → 0.829): the rhythm of the low, middle and
 * high registers tells genres apart best, timbre and harmony keep pieces of one genre's instruments together. At 4
 * that rhythm outvoted the rest: a 30-second excerpt of an orchestral piece, whose sections change rhythm, lost its own
 * track to another piece of the soundtrack. Halved on the real-recordings benchmark's wesnoth excerpts (first 51 → 55
 * of 70, wav and mp3), checked where it was not chosen: nexuiz precision@10 0.44 → 0.54 with its excerpts still all
 * first, and `bench/sound-eval.ts` precision@10 by genre 0.567 → 0.664. Once the spreads were measured over
 * excerpt-long windows (`spread.ts`), the MFCCs' means weigh 0.9, not 0.3: the timbre an excerpt shares with its
 * track then outweighs the rhythm of the section heard (wesnoth excerpts first 56 → 62 of 70; nexuiz, not chosen on,
 * precision@10 0.539 → 0.572 with its excerpts still all first).
 */
export const GROUP_WEIGHTS: GroupWeights = {
  mfccMean: 0.9,
  mfccStd: 0.3,
  mfccDelta: 0.3,
  chroma: 0.3,
  spectral: 0.6,
  bandEnergy: 0.6,
  rhythm: 0.6,
  bandRhythm: 2,
  bandOnsets: 0.6,
  tempo: 0.3,
  mode: 0.3,
};

export type GroupWeights = Record<(typeof FEATURE_GROUPS)[number][0], number>;

const dimensionWeightsOf = (weights: GroupWeights) =>
  FEATURE_GROUPS.flatMap(([group, length]) =>
    new Array<number>(length).fill(weights[group] / Math.sqrt(length)),
  );

export interface Neighbour {
  id: number;
  score: number;
}

/**
 * Cosine similarity over every analysed track, in memory: one Float32Array row per track, standardised and unit
 * length, so a query is one pass of multiply-adds (100k tracks × 112 numbers in a few milliseconds).
 */
export class SoundIndex {
  readonly ids: Int32Array;
  /** The group each row belongs to (a main track and its alternates share one), left out of its own results. */
  readonly groups: Int32Array;
  private readonly rows: Float32Array;
  private readonly mean: Float64Array;
  private readonly scale: Float64Array;

  /**
   * `weights` replaces the group weights (the real-recordings benchmark tunes them); `plain` weighs every
   * dimension alike (the plain z-scored cosine the weights are measured against).
   */
  constructor(
    entries: { id: number; group: number; features: ArrayLike<number> }[],
    options: { weights?: GroupWeights; plain?: boolean } = {},
  ) {
    const dimensionWeights = options.plain
      ? new Array<number>(FEATURE_LENGTH).fill(1)
      : dimensionWeightsOf(options.weights ?? GROUP_WEIGHTS);
    const n = entries.length;
    this.ids = Int32Array.from(entries, (entry) => entry.id);
    this.groups = Int32Array.from(entries, (entry) => entry.group);
    this.mean = new Float64Array(FEATURE_LENGTH);
    this.scale = new Float64Array(FEATURE_LENGTH);
    for (const { features } of entries)
      for (let d = 0; d < FEATURE_LENGTH; d++) this.mean[d]! += features[d]! / n;
    for (const { features } of entries)
      for (let d = 0; d < FEATURE_LENGTH; d++) this.scale[d]! += (features[d]! - this.mean[d]!) ** 2 / n;
    for (let d = 0; d < FEATURE_LENGTH; d++)
      this.scale[d] = dimensionWeights[d]! / Math.max(1e-9, Math.sqrt(this.scale[d]!));
    this.rows = new Float32Array(n * FEATURE_LENGTH);
    entries.forEach(({ features }, i) => this.rows.set(this.normalise(features), i * FEATURE_LENGTH));
  }

  get size(): number {
    return this.ids.length;
  }

  /** Standardised, weighted and scaled to unit length, as the rows are. */
  normalise(features: ArrayLike<number>): Float32Array {
    const out = new Float32Array(FEATURE_LENGTH);
    let norm = 0;
    for (let d = 0; d < FEATURE_LENGTH; d++) {
      out[d] = (features[d]! - this.mean[d]!) * this.scale[d]!;
      norm += out[d]! * out[d]!;
    }
    norm = Math.sqrt(norm) || 1;
    for (let d = 0; d < FEATURE_LENGTH; d++) out[d] = out[d]! / norm;
    return out;
  }

  /** The `count` rows most like the features, best first, leaving out rows of `excludeGroup`. */
  nearest(features: ArrayLike<number>, count: number, excludeGroup = -1): Neighbour[] {
    const query = this.normalise(features);
    const bestScores = new Float64Array(count).fill(-Infinity);
    const bestRows = new Int32Array(count).fill(-1);
    const rows = this.rows;
    for (let r = 0, offset = 0; r < this.ids.length; r++, offset += FEATURE_LENGTH) {
      if (this.groups[r] === excludeGroup) continue;
      let dot = 0;
      for (let d = 0; d < FEATURE_LENGTH; d++) dot += rows[offset + d]! * query[d]!;
      if (dot <= bestScores[count - 1]!) continue;
      // Insertion into the short sorted list of the best so far.
      let at = count - 1;
      while (at > 0 && bestScores[at - 1]! < dot) {
        bestScores[at] = bestScores[at - 1]!;
        bestRows[at] = bestRows[at - 1]!;
        at--;
      }
      bestScores[at] = dot;
      bestRows[at] = r;
    }
    const out: Neighbour[] = [];
    for (let i = 0; i < count && bestRows[i]! >= 0; i++)
      out.push({ id: this.ids[bestRows[i]!]!, score: Math.round(bestScores[i]! * 1000) / 1000 });
    return out;
  }
}
