import type { BriefTerm } from '@rsm/shared/schemas';
import { normalizeTerm } from '../lib/text-query';
import type { Language } from '../plugins/language';
import { VOCABULARY, type TermRef } from '../search/read-brief';
import { briefTerm, type CatalogueTerms, type UnderstoodBrief } from './search-brief';

/** pg_trgm's trigrams of a text: each word padded with two blanks before and one after. */
function trigrams(text: string): Set<string> {
  const grams = new Set<string>();
  for (const word of normalizeTerm(text).match(/[\p{L}\p{N}]+/gu) ?? []) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  }
  return grams;
}

/** Trigrams already taken: every search that finds nothing compares its words with the same few hundred names. */
const taken = new Map<string, Set<string>>();
const KEPT_TRIGRAMS = 5000;

function trigramsOf(text: string): Set<string> {
  let grams = taken.get(text);
  if (!grams) {
    if (taken.size >= KEPT_TRIGRAMS) taken.clear();
    grams = trigrams(text);
    taken.set(text, grams);
  }
  return grams;
}

/** pg_trgm's similarity: shared trigrams over the trigrams of either. */
export function similarity(a: string, b: string): number {
  const [x, y] = [trigramsOf(a), trigramsOf(b)];
  let shared = 0;
  for (const gram of x) if (y.has(gram)) shared++;
  return shared / (x.size + y.size - shared || 1);
}

/** Trigram similarity from which a catalogue name or a brief word is offered for a typed word. */
const NEAR = 0.3;
const OFFERED = 6;

/**
 * Catalogue terms to try when a search finds nothing: the terms a brief's phrases were taken for (each finds tracks
 * on its own where all of them together found none), then the terms whose names, or brief words meaning them, are
 * nearest to each typed word no phrase took (trigram similarity, as pg_trgm computes it).
 */
export function nearestTerms(brief: UnderstoodBrief, terms: CatalogueTerms, language: Language): BriefTerm[] {
  const offered: { term: TermRef; score: number }[] = [];
  for (const meaning of brief.reading.meanings)
    for (const term of meaning.terms) offered.push({ term, score: 2 });
  const words = [...new Set([...(brief.text?.words ?? []), ...(brief.unknown ?? []), ...brief.reading.rest])];
  for (const word of words.filter((each) => each.length >= 3)) {
    for (const term of terms.all) {
      const score = Math.max(similarity(word, term.en), similarity(word, term.pt));
      if (score >= NEAR) offered.push({ term, score });
    }
    for (const phrase of VOCABULARY.values()) {
      const score = similarity(word, phrase.from);
      if (score >= NEAR) for (const term of phrase.terms) offered.push({ term, score: score - 0.01 });
    }
  }
  const seen = new Set<string>();
  return offered
    .sort((a, b) => b.score - a.score)
    .filter(({ term }) => {
      const key = `${term.kind} ${term.name}`;
      if (seen.has(key) || !terms.byName.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, OFFERED)
    .map(({ term }) => briefTerm(term, terms, language));
}
