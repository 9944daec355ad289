import type { BriefTerm, Interpretation } from '@rsm/shared/schemas';
import type { Pool } from '@rsm/db/pool';
import { BPM_SPREAD, type MeantTerm, type TextMeaning } from '../lib/text-query';
import type { Language } from '../plugins/language';
import {
  catalogueIndex,
  nearestVocabulary,
  readBrief,
  type BriefReading,
  type CatalogueTerm,
  type TermRef,
} from '../search/read-brief';
import type { TermKind } from '../search/vocabulary/entry';
import type { UnderstoodText } from './search-words-sql';

/** The catalogue's taxonomy terms a brief can name, in both languages (a few hundred rows at most). */
const TERMS_SQL = `SELECT 'genres' AS kind, id, name_en, name_pt FROM genres
  UNION ALL SELECT 'moods', id, name_en, name_pt FROM moods
  UNION ALL SELECT 'instruments', id, name_en, name_pt FROM instrumentations
  UNION ALL SELECT 'keywords', id, name_en, name_pt FROM keywords
  UNION ALL SELECT 'topics', id, name_en, name_pt FROM topics
  UNION ALL SELECT 'tempos', id, name_en, name_pt FROM tempos
  ORDER BY 1, 2`;

/** A term's names in both languages and its ids (several rows may share an English name). */
interface TermNames {
  en: string;
  pt: string;
  ids: number[];
}

/** The catalogue's terms, looked up by folded name (either language) and by kind and English name. */
export interface CatalogueTerms {
  index: Map<string, TermRef[]>;
  byName: Map<string, TermNames>;
  all: (CatalogueTerm & TermNames)[];
}

const refKey = (kind: TermKind, name: string) => `${kind} ${name}`;

export async function loadCatalogueTerms(db: Pool): Promise<CatalogueTerms> {
  const { rows } = await db.query<{ kind: TermKind; id: number; name_en: string; name_pt: string }>(
    TERMS_SQL,
  );
  const byName = new Map<string, CatalogueTerms['all'][number]>();
  for (const row of rows) {
    const key = refKey(row.kind, row.name_en);
    const known = byName.get(key);
    if (known) {
      known.ids.push(row.id);
      if (!known.names.includes(row.name_pt)) known.names.push(row.name_pt);
    } else
      byName.set(key, {
        kind: row.kind,
        name: row.name_en,
        names: [row.name_en, row.name_pt],
        en: row.name_en,
        pt: row.name_pt,
        ids: [row.id],
      });
  }
  const all = [...byName.values()];
  return { index: catalogueIndex(all), byName, all };
}

/** A search text read as a brief: the words searched as typed, the phrases taken by meaning, what it leaves out. */
export interface UnderstoodBrief extends UnderstoodText {
  reading: BriefReading;
}

/** The catalogue's ids of the terms a phrase means, as the search matches them. */
export function meantTerms(terms: TermRef[], catalogue: CatalogueTerms): MeantTerm[] {
  return terms.flatMap((term) => {
    const known = catalogue.byName.get(refKey(term.kind, term.name));
    return known ? [{ kind: term.kind, ids: known.ids }] : [];
  });
}

/**
 * Reads a brief (search/read-brief.ts), then searches what is left as words (misspellings corrected, stop words
 * dropped). A word the catalogue does not know may be a misspelt brief word ("upbeet"): it is read by meaning then;
 * otherwise, when the brief says something else the search can use, it is left out rather than finding nothing.
 * Terms the catalogue does not have (a vocabulary written for the demo taxonomy) are dropped.
 */
export async function understandBrief(
  readText: (text: string) => Promise<UnderstoodText>,
  typed: string,
  terms: CatalogueTerms,
): Promise<UnderstoodBrief> {
  const reading = readBrief(typed, terms.index);
  const exists = (term: TermRef) => terms.byName.has(refKey(term.kind, term.name));
  reading.meanings = reading.meanings
    .map((meaning) => ({ ...meaning, terms: meaning.terms.filter(exists) }))
    .filter((meaning) => meaning.terms.length > 0 || meaning.vocals);
  reading.excluded = reading.excluded.filter(({ term }) => exists(term));
  const understood = await readText(reading.rest.join(' '));
  let words = understood.text?.words ?? [];
  let corrections = understood.corrections;
  for (const word of understood.unknown ?? []) {
    const phrase = nearestVocabulary(word);
    if (!phrase) continue;
    const correctedTo = corrections.find((correction) => correction.from === word)?.to;
    words = words.filter((each) => each !== word && each !== correctedTo);
    corrections = corrections.filter((correction) => correction.from !== word);
    const meaning = { from: word, words: [], terms: phrase.terms.filter(exists), vocals: phrase.vocals };
    if (meaning.vocals) reading.vocals = meaning.vocals;
    if (meaning.terms.length || meaning.vocals) reading.meanings.push(meaning);
  }
  const uncorrected = (understood.unknown ?? []).filter(
    (word) => words.includes(word) && !corrections.some((correction) => correction.from === word),
  );
  const bpm = understood.text?.bpm ?? null;
  const meanings: TextMeaning[] = reading.meanings
    .filter((meaning) => meaning.terms.length)
    .map((meaning) => ({ words: meaning.words, terms: meantTerms(meaning.terms, terms) }));
  const saysMore =
    words.length > uncorrected.length ||
    meanings.length > 0 ||
    reading.vocals !== null ||
    reading.excluded.length > 0 ||
    bpm !== null;
  if (saysMore) words = words.filter((word) => !uncorrected.includes(word));
  const prefix = understood.text?.prefix;
  const stems = understood.text?.stems;
  const text =
    words.length || meanings.length || bpm !== null
      ? { words, bpm, meanings, ...(prefix ? { prefix } : {}), ...(stems ? { stems } : {}) }
      : null;
  return { text, corrections, reading, unknown: understood.unknown };
}

const VOCALS_NAMES = {
  vocal: { en: 'With vocals', pt: 'Com vocais' },
  instrumental: { en: 'Instrumental', pt: 'Instrumental' },
};

/** The name of a term in the request language, as `q[kind][]` takes it. */
export function briefTerm(term: TermRef, terms: CatalogueTerms, language: Language): BriefTerm {
  const names = terms.byName.get(refKey(term.kind, term.name));
  const name = names ? names[language] : term.name;
  return { kind: term.kind, value: name, name };
}

/** How the text was read, in the request language; null when it was read word for word. */
export function interpretationOf(
  brief: UnderstoodBrief,
  terms: CatalogueTerms,
  language: Language,
  bpmFrom?: string,
): Interpretation | null {
  const meanings = brief.reading.meanings.map((meaning) => ({
    from: meaning.from,
    to: [
      ...(meaning.vocals
        ? [{ kind: 'vocals' as const, value: meaning.vocals, name: VOCALS_NAMES[meaning.vocals][language] }]
        : []),
      ...meaning.terms.map((term) => briefTerm(term, terms, language)),
    ],
  }));
  const bpm = brief.text?.bpm;
  if (bpm !== null && bpm !== undefined) {
    const range = `${bpm - BPM_SPREAD}-${bpm + BPM_SPREAD}`;
    meanings.push({
      from: bpmFrom ?? `${bpm} bpm`,
      to: [{ kind: 'bpm', value: range, name: `${bpm - BPM_SPREAD}–${bpm + BPM_SPREAD} BPM` }],
    });
  }
  const excluded = brief.reading.excluded.map(({ from, term }) => ({
    from,
    term: briefTerm(term, terms, language),
  }));
  return meanings.length || excluded.length ? { meanings, excluded } : null;
}

/** The filters a brief adds to the search's own: vocals (unless chosen already) and excluded terms. */
export function briefFilters(
  brief: UnderstoodBrief,
  terms: CatalogueTerms,
  language: Language,
  filters: { vocals?: string[]; exclude?: string[] },
): { vocals?: string[]; exclude?: string[] } {
  const added: { vocals?: string[]; exclude?: string[] } = {};
  if (brief.reading.vocals && !filters.vocals?.length) added.vocals = [brief.reading.vocals];
  if (brief.reading.excluded.length)
    added.exclude = [
      ...new Set([
        ...(filters.exclude ?? []),
        ...brief.reading.excluded.map(({ term }) => briefTerm(term, terms, language).value),
      ]),
    ];
  return added;
}
