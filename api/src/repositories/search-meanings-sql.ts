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
 * A phrase taken by meaning: it matches by its own words, or by having any of the terms it means (one condition per
 * taxonomy, for one index scan each); `held` tells, term by term, whether a track has it. Every id travels as a
 * parameter of its own, so both read the same parameters.
 */
export function meaningConditions(
  literal: string | null,
  terms: MeantTerm[],
  param: (value: unknown) => string,
) {
  const byKind = new Map<MeantTerm['kind'], string[]>();
  const held = terms.map(({ kind, ids }) => {
    const named = ids.map((id) => `${param(id)}::int`);
    byKind.set(kind, [...(byKind.get(kind) ?? []), ...named]);
    return hasAny(kind, named);
  });
  // The arrays first: a row's vector is only read when none of its terms is meant.
  const matches = [
    ...[...byKind].map(([kind, ids]) => hasAny(kind, ids)),
    ...(literal ? [`s.doc @@ ${literal}`] : []),
  ];
  return { match: `(${matches.join(' OR ')})`, held };
}
