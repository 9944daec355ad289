import type { Pool } from '@rsm/db/pool';
import { prepared } from '../lib/prepared';
import type { TextQuery } from '../lib/text-query';
import type { Language } from '../plugins/language';
import type { BriefIndex } from './brief-index';
import type { CurrentBriefIndex } from './brief-index-current';
import { firstPlaces } from './brief-index-first';
import { typedWords, wordsAnswered } from './brief-index-words';
import type { CatalogueCache } from './catalogue-cache';
import type { SearchReading } from './search-reading';
import type { UnderstoodText } from './search-words-sql';
import { heldSuggestionRows } from './suggestion-terms';
import {
  NEWEST_FOUND,
  rankSuggestions,
  suggestionsQuery,
  type SuggestionRow,
  type Suggestions,
} from './suggestions-sql';

/** Names in each group of the suggestion panel, and recent searches listed. */
const SUGGESTIONS = 5;

/**
 * What the search bar offers while typing: names and terms starting with what was typed, tracks it finds (kept
 * until the catalogue changes), and the signed-in customer's recent searches.
 */
export function suggestionRepository(
  db: Pool,
  cache: CatalogueCache,
  reading: SearchReading,
  briefIndex: CurrentBriefIndex | null = null,
) {
  const kept = cache.create<Suggestions & { corrections: UnderstoodText['corrections'] }>();

  /**
   * suggestionsQuery's rows from the index held in memory: the names from its search terms, the newest tracks the
   * words find from its vectors (their names read by id). Null when the index cannot match the words as SQL does.
   */
  const heldRows = async (
    index: BriefIndex,
    typed: string,
    text: TextQuery | null,
    language: Language,
  ): Promise<SuggestionRow[] | null> => {
    let newest: number[] = [];
    if (text?.words.length) {
      const words: TextQuery = { words: text.words, bpm: null, prefix: text.prefix, stems: text.stems };
      if (!wordsAnswered(words)) return null;
      const places = firstPlaces(typedWords(index, words).matching, NEWEST_FOUND);
      newest = Array.from(places, (place) => index.trackIds[place]!);
    }
    const rows = heldSuggestionRows(index.suggestionTerms, typed, language);
    if (!newest.length) return rows;
    const { rows: tracks } = await db.query<{ id: number; name: string }>(
      prepared('SELECT id, name FROM tracks WHERE id = ANY ($1::int[])', [newest]),
    );
    const names = new Map(tracks.map((track) => [track.id, track.name]));
    for (const id of newest)
      rows.push({ kind: 'fulltext', id, norm: '', word_start: 0, name: names.get(id)!, uuid: null });
    return rows;
  };

  const sqlRows = async (typed: string, text: TextQuery | null, language: Language) => {
    const { sql, params } = suggestionsQuery(typed, text?.words ?? [], language, text?.prefix);
    return (await db.query<SuggestionRow>(prepared(sql, params))).rows;
  };

  return {
    /**
     * Keywords, composers, albums, taxonomy terms and tracks with a word starting with `q` (misspellings corrected
     * first), and the tracks the search page would find for it.
     */
    async find(q: string, language: Language) {
      await cache.fresh();
      return kept.load(JSON.stringify([language, q]), async () => {
        // The groups suggest names from the words as typed ("Corporate Optimism" is an album); the brief's reading
        // (`understand`) says what Enter would search.
        const { text, corrections } = await reading.readText(q);
        const typed = corrections.length && text ? text.words.join(' ') : q;
        const index = briefIndex && (await briefIndex.current());
        const held = index && (await heldRows(index, typed, text, language));
        const rows = held ?? (await sqlRows(typed, text, language));
        return { ...rankSuggestions(rows, typed, SUGGESTIONS), corrections };
      });
    },

    async rememberSearch(customerId: number, text: string): Promise<void> {
      await db.query('INSERT INTO searches (customer_id, text) VALUES ($1, $2)', [customerId, text]);
    },

    /** The customer's latest distinct search texts, newest first. */
    async recentSearches(customerId: number): Promise<{ name: string }[]> {
      const { rows } = await db.query<{ name: string }>(
        `SELECT text AS name FROM searches WHERE customer_id = $1
         GROUP BY text ORDER BY max(created_at) DESC LIMIT ${SUGGESTIONS}`,
        [customerId],
      );
      return rows;
    },
  };
}
