import type { Pool } from '@rsm/db/pool';
import { hasWords, type TextQuery } from '../lib/text-query';
import type { Language } from '../plugins/language';
import type { SearchInput } from './search-repository';
import { countedMeaningTotals } from './search-meaning-totals';
import { rowTestedMeanings } from './search-meanings-sql';
import {
  namesNothing,
  onlyText,
  searchConditions,
  searchOrder,
  searchTable,
  type ResolvedFacet,
  type SearchFilters,
} from './search-sql';

/** A search by its text and nothing else, no tempo in it. */
const textAlone = ({ text, filters }: Omit<SearchInput, 'sort'>): boolean =>
  text !== null && text.bpm === null && !text.anyPart && onlyText(filters);

/** One typed word and nothing else: counted at the last refresh (search_word_totals). */
export const wordAlone = (input: Omit<SearchInput, 'sort'>): boolean =>
  textAlone(input) && input.text?.words.length === 1 && !input.text.meanings?.length;

/** The totals of a text's phrases counted at the last refresh, when all of them must match (see compileSearch). */
export const phraseTotals = async (db: Pool, text: TextQuery | null): Promise<(number | undefined)[]> =>
  text?.anyPart ? [] : countedMeaningTotals(db, text?.meanings ?? []);

/** What a search's total may have been counted at the last refresh as: every track or one word, or one phrase. */
interface CountedSearch {
  countedQuery: string | null;
  /** The total of a phrase searched alone, as counted at the last refresh. */
  meaningTotal: number | undefined;
}

/**
 * WHERE and ORDER BY of a search in SQL (search-sql.ts), with what may bound or count its matches, or null when a
 * facet value names nothing (no track can match). `resolve`: the ids of its facet values.
 */
export async function compileSearch(
  db: Pool,
  resolve: (filters: SearchFilters, language: Language) => Promise<ResolvedFacet[]>,
  input: SearchInput,
) {
  // A brief's phrases must all match (unless it is taken part by part): each counted at the last refresh bounds
  // the matches, and decides which phrases the index reads.
  const meanings = input.text?.meanings ?? [];
  const [facets, meaningTotals] = await Promise.all([
    resolve(input.filters, input.language),
    phraseTotals(db, input.text),
  ]);
  if (namesNothing(facets)) return null;
  const { conditions, params, rank } = searchConditions(
    input.filters,
    facets,
    input.text,
    [],
    rowTestedMeanings(meaningTotals),
  );
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  // A search that is every track, or one word or brief phrase and nothing else, may have its total counted at
  // the last refresh.
  const words = input.text?.words ?? [];
  const countedQuery = !where ? '' : wordAlone(input) ? words[0]! : null;
  const countedPhrases = meaningTotals.filter((total): total is number => total !== undefined);
  // Relevance with nothing to rank by ranks every match alike: it lists them in the default order, newest first.
  const sort =
    input.sort.field === 'relevance' && rank === '0'
      ? ({ field: 'release_date', direction: 'desc' } as const)
      : input.sort;
  return {
    countedQuery,
    meaningTotal: textAlone(input) && !words.length && meanings.length === 1 ? meaningTotals[0] : undefined,
    matchesAtMost: countedPhrases.length ? Math.min(...countedPhrases) : undefined,
    // Text, or two facet values at once, match a small share of the catalogue (the dense exceptions are broad
    // words on very large catalogues): their default-order page is read in one pass with its total.
    sparse: input.text !== null || facets.length > 1,
    ranked: sort.field === 'relevance' && hasWords(input.text),
    newest: searchOrder('release_date', 'desc', '0', input.language).order,
    from: searchTable(input.filters, input.text, sort.field),
    where,
    params,
    ...searchOrder(sort.field, sort.direction, rank, input.language),
  };
}

/**
 * The total counted at the last refresh, if it was: search_word_totals (migration 340) holds every track (`*`), or
 * one word as a prefix in either language, exactly as searchConditions matches it; search_meaning_totals (migration
 * 530) a brief phrase.
 */
export const countedTotal = async (db: Pool, { countedQuery, meaningTotal }: CountedSearch) =>
  countedQuery !== null
    ? (
        await db.query<{ total: number }>(
          `SELECT total FROM search_word_totals
           WHERE query = CASE WHEN $1 = '' THEN '*' ELSE rsm_prefix_query($1)::text END`,
          [countedQuery],
        )
      ).rows[0]?.total
    : meaningTotal;
