import { ADJECTIVES, GENRES, MOODS, NOUNS } from '@rsm/demo/words';

export interface Scenario {
  name: string;
  /** The i-th request's path: distinct for every i below `distinct`, so a first pass never repeats a search. */
  path(i: number): string;
  distinct: number;
  /** p95 budgets in ms (product requirements). */
  budget: { postgres: number; pglite: number };
}

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!;
const enc = encodeURIComponent;
const WORDS = [...ADJECTIVES, ...NOUNS];
/** Briefs as customers type them: everyday words read by meaning, and a negation that excludes. */
const BRIEFS = [
  'upbeat corporate no vocals',
  'chill study music without drums',
  'dark tense trailer, no vocals',
  'institucional animado sem voz',
  'documentário calmo sem bateria',
  'romantic wedding acoustic without drums',
  'epic orchestral no choir',
  'trilha para estudar sem vocal',
];

export const scenarios: Scenario[] = [
  {
    name: 'search: text + 2 facets',
    path: (i) =>
      `/v1_rsm/tracks/search?per=20&q[text][]=${enc(pick(NOUNS, i * 7).toLowerCase())}` +
      `&q[genres][]=${enc(pick(GENRES, i)[0])}&q[moods][]=${enc(pick(MOODS, i * 3)[0])}`,
    distinct: NOUNS.length * GENRES.length * 2,
    budget: { postgres: 20, pglite: 40 },
  },
  {
    // Each adjective, then the next page of each: a visitor paging through a broad search.
    name: 'search: broad one-word text',
    path: (i) =>
      `/v1_rsm/tracks/search?per=20&page=${1 + Math.floor(i / ADJECTIVES.length)}` +
      `&q[text][]=${enc(pick(ADJECTIVES, i).toLowerCase())}`,
    distinct: Number.POSITIVE_INFINITY,
    budget: { postgres: 50, pglite: 50 },
  },
  {
    // A broad word misspelt (one edit from five letters, two from nine): corrected, then searched.
    name: 'search: misspelt broad word',
    path: (i) => {
      const word = pick([...ADJECTIVES, ...NOUNS], i).toLowerCase();
      const typo = `${word.slice(0, 3)}${word[3]}${word.slice(3)}`;
      return `/v1_rsm/tracks/search?per=20&page=${1 + Math.floor(i / WORDS.length)}&q[text][]=${enc(typo)}`;
    },
    distinct: Number.POSITIVE_INFINITY,
    budget: { postgres: 50, pglite: 50 },
  },
  {
    // A word in nearly every description.
    name: 'search: word in most tracks',
    path: (i) => `/v1_rsm/tracks/search?per=20&page=${1 + i}&q[text][]=cue`,
    distinct: Number.POSITIVE_INFINITY,
    budget: { postgres: 20, pglite: 40 },
  },
  {
    name: 'search: sort by name',
    path: (i) => `/v1_rsm/tracks/search?per=20&page=${1 + i}&sort=${enc('track_name asc')}`,
    distinct: Number.POSITIVE_INFINITY,
    budget: { postgres: 20, pglite: 40 },
  },
  {
    // A brief read by meaning with an exclusion, then the next pages of each.
    name: 'search: brief with a negation',
    path: (i) =>
      `/v1_rsm/tracks/search?per=20&page=${1 + Math.floor(i / BRIEFS.length)}&q[text][]=${enc(pick(BRIEFS, i))}`,
    distinct: Number.POSITIVE_INFINITY,
    budget: { postgres: 20, pglite: 40 },
  },
  {
    // The filter panel beside a results page: a word and a genre chosen, every facet counted.
    name: 'facets: panel counts',
    path: (i) =>
      `/v1_rsm/tracks/search/facets?q[text][]=${enc(pick(NOUNS, i * 7).toLowerCase())}` +
      `&q[genres][]=${enc(pick(GENRES, i)[0])}`,
    distinct: NOUNS.length * GENRES.length,
    budget: { postgres: 20, pglite: 40 },
  },
  {
    // Pages 100 to 169 of 48: the last fifth of 8,336 albums at 100k tracks (page 400 and beyond, measured until
    // now, were empty pages there).
    name: 'albums: deep page',
    path: (i) => `/v1_rsm/albums?page=${100 + (i % 70)}`,
    distinct: 70,
    budget: { postgres: 20, pglite: 40 },
  },
  {
    // Typing a word: its first 2, 3 and 4 letters.
    name: 'suggestions (typing a prefix)',
    path: (i) =>
      `/v1_rsm/searches/suggestions?q=${enc(
        pick(WORDS, i)
          .slice(0, 2 + (Math.floor(i / WORDS.length) % 3))
          .toLowerCase(),
      )}`,
    distinct: WORDS.length * 3,
    budget: { postgres: 10, pglite: 20 },
  },
];

/** The p-th percentile (nearest rank) of the samples. */
export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
