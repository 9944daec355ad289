import type { Pool } from '@rsm/db/pool';
import { prepared } from '../lib/prepared';
import type { Language } from '../plugins/language';
import type { CatalogueCache } from './catalogue-cache';
import type { SearchReading } from './search-reading';
import type { UnderstoodText } from './search-words-sql';
import { rankSuggestions, suggestionsQuery, type SuggestionRow, type Suggestions } from './suggestions-sql';

/** Names in each group of the suggestion panel, and recent searches listed. */
const SUGGESTIONS = 5;

/**
 * What the search bar offers while typing: names and terms starting with what was typed, tracks it finds (kept
 * until the catalogue changes), and the signed-in customer's recent searches.
 */
export function suggestionRepository(db: Pool, cache: CatalogueCache, reading: SearchReading) {
  const kept = cache.create<Suggestions & { corrections: UnderstoodText['corrections'] }>();
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
        const { sql, params } = suggestionsQuery(typed, text?.words ?? [], language, text?.prefix);
        const { rows } = await db.query<SuggestionRow>(prepared(sql, params));
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
