import type { TermKind } from '../search/vocabulary/entry';

const MAX_WORDS = 8;
/** "120 bpm" searches this many bpm either side: a customer asking for 120 takes 118 gladly. */
export const BPM_SPREAD = 5;

/** Lower-case without accents, like lower(unaccent(x)) for Latin text: typeahead terms are stored that way. */
export function normalizeTerm(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** What a search text asks for: its words (folded, at most 8) and a tempo when it says "120 bpm" or "120bpm". */
export interface TextQuery {
  words: string[];
  bpm: number | null;
  /** Phrases of a brief taken by meaning (see search/read-brief.ts); each must match, like a word. */
  meanings?: TextMeaning[];
  /** Match any of the words and meanings, not all: tracks matching most of them rank first (see anyPartOf). */
  anyPart?: boolean;
  /**
   * The lexemes of the catalogue's vectors that the last word starts, in either language, when they are few: it
   * matches them exactly instead of as a prefix, the same tracks (migration 490).
   */
  prefix?: { word: string; lexemes: string[] };
  /**
   * The lexemes of typed words in either language (one each, told apart when they differ), as a search's tsquery
   * holds them; a word corrected or stemmed to several lexemes has none.
   */
  stems?: Record<string, string[]>;
}

/** A catalogue term a phrase means: its taxonomy and the ids its name has there (several when names collide). */
export interface MeantTerm {
  kind: TermKind;
  ids: number[];
}

/** A phrase matched by its own words (AND-ed), or by any of the catalogue terms it means. */
export interface TextMeaning {
  words: string[];
  terms: MeantTerm[];
}

/** Whether a text has anything to match and rank by: words or meanings. */
export const hasWords = (text: TextQuery | null): boolean =>
  (text?.words.length ?? 0) + (text?.meanings?.length ?? 0) > 0;

/**
 * A text of several parts (words, phrases taken by meaning) that finds nothing with all of them together, taken
 * part by part: "comercial de comida" finds food tracks and advertising tracks when none is both. Null when the
 * text has one part, or is already taken so.
 */
export function anyPartOf(text: TextQuery | null): TextQuery | null {
  if (!text || text.anyPart) return null;
  return text.words.length + (text.meanings?.length ?? 0) >= 2 ? { ...text, anyPart: true } : null;
}

/** Only letters and digits survive, so a word can never carry tsquery operators. Null when nothing is left. */
export function parseText(text: string): TextQuery | null {
  const tokens = normalizeTerm(text).match(/[\p{L}\p{N}]+/gu) ?? [];
  let bpm: number | null = null;
  const words: string[] = [];
  for (const [index, token] of tokens.entries()) {
    const glued = /^(\d{2,3})bpm$/.exec(token);
    if (glued) bpm = Number(glued[1]);
    else if (token === 'bpm' && index > 0 && /^\d{2,3}$/.test(tokens[index - 1]!)) {
      bpm = Number(words.pop());
    } else if (token !== 'bpm' || tokens.length === 1) words.push(token);
  }
  if (words.length === 0 && bpm === null) return null;
  return { words: words.slice(0, MAX_WORDS), bpm };
}

/**
 * The to_tsquery() form of the words, AND-ed, the last one a prefix (the user may still be typing it): what the SQL
 * matches, and the cache key of a search's text. Null when nothing is left.
 */
export function toTsQuery(text: string): string | null {
  const parsed = parseText(text);
  return parsed && parsed.words.length ? tsQueryOf(parsed.words) : null;
}

export const tsQueryOf = (words: string[]) =>
  words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(' & ');

/** A tsquery matching any of the lexemes as they are (quoted: a lexeme is never read as an operator). */
export const anyLexemeQuery = (lexemes: string[]) =>
  lexemes.map((lexeme) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`).join(' | ');

/**
 * Edits a misspelling may be away from the word meant: none under five letters, one from five, two from nine (the
 * defaults of Typesense and Meilisearch).
 */
export function typoTolerance(word: string): number {
  const length = [...word].length;
  return length >= 9 ? 2 : length >= 5 ? 1 : 0;
}

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours cost 1. */
export function editDistance(a: string, b: string): number {
  const s = [...a];
  const t = [...b];
  const rows = Array.from({ length: s.length + 1 }, (_, i) =>
    Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= s.length; i++)
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  return rows[s.length]![t.length]!;
}

/**
 * The word a misspelling meant: the nearest candidate within the word's tolerance; among equally near ones the
 * first, as the candidates come best first (trigram similarity, then how common). A word still being typed (the
 * last one, a prefix) may also be near the start of a candidate: "orquestra" for "orchestral". Null when none is
 * near enough.
 */
export function nearestWord(word: string, candidates: string[], prefix = false): string | null {
  const tolerance = typoTolerance(word);
  const length = [...word].length;
  const distanceTo = (candidate: string) => {
    let distance = editDistance(word, candidate);
    if (prefix)
      for (let cut = length - 1; cut <= length + 1; cut++)
        distance = Math.min(distance, editDistance(word, [...candidate].slice(0, cut).join('')));
    return distance;
  };
  let best: { word: string; distance: number } | null = null;
  for (const candidate of candidates) {
    const distance = distanceTo(candidate);
    if (distance <= tolerance && (!best || distance < best.distance)) best = { word: candidate, distance };
  }
  return best?.word ?? null;
}
