import type { Pool } from '@rsm/db/pool';
import type { CatalogueCache } from './catalogue-cache';
import {
  loadCatalogueTerms,
  understandBrief,
  type CatalogueTerms,
  type UnderstoodBrief,
} from './search-brief';
import { understandText, type UnderstoodText } from './search-words-sql';

/**
 * How typed text reads against the catalogue: its words as searched (misspellings corrected, stop words out), the
 * brief's meanings and exclusions, and the taxonomy terms they point at. Kept until the catalogue changes, since
 * its words and terms may change with it; the terms are kept even with the caches turned off (the vocabulary every
 * search reads).
 */
export function searchReading(db: Pool, cache: CatalogueCache) {
  const understood = cache.create<UnderstoodBrief>();
  const textReadings = cache.create<UnderstoodText>();
  const termLists = cache.create<CatalogueTerms>({ vocabulary: true });

  const catalogueTerms = () => termLists.load('terms', () => loadCatalogueTerms(db));
  const readText = (typed: string) => textReadings.load(typed, () => understandText(db, typed));
  const understand = (typed: string) =>
    understood.load(typed, async () => understandBrief(readText, typed, await catalogueTerms()));

  return {
    /** The words as searched, for a caller that has checked the cache is fresh. */
    readText,

    /** The text read as a brief: its words, meanings and exclusions, misspellings corrected. */
    async understand(typed: string): Promise<UnderstoodBrief> {
      await cache.fresh();
      return understand(typed);
    },

    /** The catalogue's taxonomy terms in both languages. */
    async catalogueTerms(): Promise<CatalogueTerms> {
      await cache.fresh();
      return catalogueTerms();
    },
  };
}
export type SearchReading = ReturnType<typeof searchReading>;
