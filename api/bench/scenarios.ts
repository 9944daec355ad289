import { ADJECTIVES, GENRES, MOODS, NOUNS } from '../src/seed/words';

export interface Scenario {
  name: string;
  /** The i-th request's path: the words vary so no two consecutive requests are the same. */
  path(i: number): string;
  /** p95 budgets of issue 3, in ms. */
  budget: { postgres: number; pglite: number };
}

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!;
const enc = encodeURIComponent;

export const scenarios: Scenario[] = [
  {
    name: 'search: text + 2 facets',
    path: (i) =>
      `/v1_rsm/tracks/search?per=20&q[text][]=${enc(pick(NOUNS, i * 7).toLowerCase())}` +
      `&q[genres][]=${enc(pick(GENRES, i)[0])}&q[moods][]=${enc(pick(MOODS, i * 3)[0])}`,
    budget: { postgres: 20, pglite: 40 },
  },
  {
    name: 'search: broad one-word text',
    path: (i) => `/v1_rsm/tracks/search?per=20&q[text][]=${enc(pick(ADJECTIVES, i * 5).toLowerCase())}`,
    budget: { postgres: 50, pglite: 50 },
  },
  {
    name: 'suggestions (typing a prefix)',
    path: (i) =>
      `/v1_rsm/searches/suggestions?q=${enc(
        pick(NOUNS, i * 11)
          .slice(0, 2 + (i % 3))
          .toLowerCase(),
      )}`,
    budget: { postgres: 10, pglite: 20 },
  },
];

/** The p-th percentile (nearest rank) of the samples. */
export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
