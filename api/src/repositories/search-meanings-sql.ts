import type { MeantTerm } from '../lib/text-query';

/** The column of a search row each kind of meant term is matched in. */
const MEANT_COLUMN: Record<MeantTerm['kind'], string> = {
  genres: 's.genre_ids',
  moods: 's.mood_ids',
  instruments: 's.instrumentation_ids',
  keywords: 's.keyword_ids',
  topics: 's.topic_ids',
  tempos: 's.tempo_id',
};

/** Whether a search row has any of the ids (given as parameters), of one kind of term: GIN on the arrays. */
function hasAny(kind: MeantTerm['kind'], ids: string[]): string {
  const array = `ARRAY[${ids.join(', ')}]::int[]`;
  return kind === 'tempos' ? `${MEANT_COLUMN[kind]} = ANY(${array})` : `${MEANT_COLUMN[kind]} && ${array}`;
}

/**
 * Whether a search row has the term (any of its ids), for ranking: element tests, not an overlap. Every match of a
 * brief is ranked term by term, and `$1 = ANY(s.mood_ids)` costs about a third of `s.mood_ids && ARRAY[$1]`, which
 * builds and compares two arrays (at 100k tracks, "upbeat corporate, no vocals" ranks 7,809 matches on six terms:
 * 3-4 ms less).
 */
function holds(kind: MeantTerm['kind'], ids: string[]): string {
  const column = kind === 'tempos' ? MEANT_COLUMN[kind] : `ANY(${MEANT_COLUMN[kind]})`;
  return `(${ids.map((id) => `${id} = ${column}`).join(' OR ')})`;
}

/** A meant term with its ids written as parameters. */
interface NamedTerm {
  kind: MeantTerm['kind'];
  ids: string[];
}

const named = (terms: MeantTerm[], param: (value: unknown) => string): NamedTerm[] =>
  terms.map(({ kind, ids }) => ({ kind, ids: ids.map((id) => `${param(id)}::int`) }));

/** Whether a row has any of the terms (one condition per taxonomy, for one index scan each), or the literal words. */
function anyOf(terms: NamedTerm[], literal: string | null): string {
  const byKind = new Map<MeantTerm['kind'], string[]>();
  for (const { kind, ids } of terms) byKind.set(kind, [...(byKind.get(kind) ?? []), ...ids]);
  // The arrays first: a row's vector is only read when none of its terms is meant.
  const matches = [
    ...[...byKind].map(([kind, ids]) => hasAny(kind, ids)),
    ...(literal ? [`s.doc @@ ${literal}`] : []),
  ];
  return `(${matches.join(' OR ')})`;
}

/**
 * A phrase taken by meaning: it matches by its own words, or by having any of the terms it means; `held` tells, term
 * by term, whether a track has it. Every id travels as a parameter of its own, so both read the same parameters.
 */
export function meaningConditions(
  literal: string | null,
  terms: MeantTerm[],
  param: (value: unknown) => string,
) {
  const own = named(terms, param);
  return {
    match: anyOf(own, literal),
    held: own.map(({ kind, ids }) => holds(kind, ids)),
    /** Each id the phrase means, by kind and value, with the parameter it travels as. */
    atoms: terms.flatMap(({ kind, ids }, i) =>
      ids.map((id, j) => ({ key: `${kind} ${id}`, term: { kind, ids: [own[i]!.ids[j]!] } })),
    ),
  };
}

/**
 * Every meaning of a brief at once, the terms they all mean taken out first: (X or a) and (X or b) is X or (a and b).
 * "chill study" means Lo-Fi, Ambient or Calm twice: written the second way the planner counts those rows once, and
 * its estimate of the matches (which decides how a page is read) stays near the truth: 27,125 expected of 23,433 at
 * 100k, against 11,406 for the same terms ANDed again. Each meaning's parameters all stay in the condition (a
 * statement of the condition alone, a count, must type each of them). Null when the meanings share no term, or
 * one of them means nothing else.
 */
export function everyMeaning(
  meanings: { literal: string | null; atoms: { key: string; term: NamedTerm }[] }[],
): string | null {
  if (meanings.length < 2) return null;
  const shared = new Set(
    meanings[0]!.atoms
      .map(({ key }) => key)
      .filter((key) => meanings.every(({ atoms }) => atoms.some((atom) => atom.key === key))),
  );
  if (shared.size === 0) return null;
  const common = anyOf(
    meanings.flatMap(({ atoms }) => atoms.filter(({ key }) => shared.has(key)).map(({ term }) => term)),
    null,
  );
  const rests = meanings.map(({ literal, atoms }) => {
    const rest = atoms.filter(({ key }) => !shared.has(key)).map(({ term }) => term);
    return rest.length || literal ? anyOf(rest, literal) : null;
  });
  // A meaning with nothing beyond the shared terms holds wherever they do, so the shared terms would decide alone,
  // leaving the other meanings' parameters out of the statement: the meanings are then matched one by one.
  return rests.includes(null) ? null : `(${common} OR (${rests.join(' AND ')}))`;
}

/** A meaning the index leads with costs little next to one this many times as common. */
const BROADER = 2;

/**
 * The meanings of a brief (all of which a track must match) that are tested on the rows the rarer ones find, rather
 * than read from the index: each whose total, counted at the last refresh, is at least twice the rarest's. Read from
 * the index too, a broad meaning's bitmap costs more than it saves: "upbeat" (Happy, Uplifting or Energetic, 48,951
 * tracks at 100k) beside "corporate" (9,376) built a 49k-row bitmap to skip 1,567 rows of the 9,376 read anyway, and
 * "upbeat corporate, no vocals" took 21 ms where testing "upbeat" on corporate's rows took 16. At 2.7 times the
 * rarest's, the two ways cost about the same ("orchestral trailer": 5.6 ms tested, 5.9 read). A meaning not counted
 * (outside the vocabulary) stays with the index.
 */
export function rowTestedMeanings(totals: (number | undefined)[]): Set<number> {
  const known = totals.filter((total): total is number => total !== undefined);
  if (known.length < 2) return new Set();
  const rarest = Math.min(...known);
  return new Set(
    totals.flatMap((total, i) =>
      total !== undefined && total > rarest && total >= BROADER * rarest ? [i] : [],
    ),
  );
}
