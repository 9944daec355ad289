import type { Pool } from '@rsm/db/pool';
import { prepared } from '../lib/prepared';
import { nearestWord, parseText, typoTolerance, type TextQuery } from '../lib/text-query';

export interface Correction {
  /** The word as typed (folded). */
  from: string;
  /** The catalogue's word it was taken for. */
  to: string;
}

/** A search text as searched: its words with misspellings corrected and stop words left out, and what changed. */
export interface UnderstoodText {
  text: TextQuery | null;
  corrections: Correction[];
  /** Typed words the catalogue does not know (corrected or not), as typed. */
  unknown?: string[];
}

interface WordRow {
  word: string;
  /** Its lexeme in English and in Portuguese ('' for a stop word; several, space-separated, for some). */
  en: string;
  pt: string;
  stop: boolean;
  known: boolean;
  candidates: string[];
  lexemes: string[] | null;
}

/** Above this many lexemes starting the last word, it stays a prefix (a word of one or two letters). */
const MAX_PREFIX_LEXEMES = 32;

/**
 * For each typed word, against search_words (migration 092): whether it is a stop word in either language, whether
 * the catalogue knows it (as a word, as a stem in either language, or, for the last word, as the start of a word:
 * the user may still be typing it), and, for a word it does not know, the nearest words by trigram similarity (pg_trgm's
 * `%`, its index) for the edit distance to choose from; a known word is never corrected, so its neighbours are not
 * looked up. For the last word, the lexemes of the catalogue's vectors it starts in either language (migration 490),
 * unless it stems to several or they are more than MAX_PREFIX_LEXEMES (NULL: matched as a prefix). One statement
 * over a table of a few thousand words.
 */
const WORDS_SQL = `SELECT w.word, x.en, x.pt, k.stop, k.known,
    CASE WHEN length(w.word) >= $2 AND NOT k.known AND NOT k.stop THEN ARRAY(SELECT v.word FROM search_words v
      WHERE v.word % w.word ORDER BY similarity(v.word, w.word) DESC, v.uses DESC, v.word LIMIT 20)
      ELSE '{}' END AS candidates,
    CASE WHEN w.i = cardinality($1::text[]) AND strpos(x.en, ' ') = 0 AND strpos(x.pt, ' ') = 0
      THEN ARRAY(SELECT DISTINCT l.lexeme FROM unnest(ARRAY[x.en, x.pt]) p(stem),
        LATERAL (SELECT l.lexeme FROM search_lexemes l WHERE p.stem <> '' AND l.lexeme >= p.stem COLLATE "C"
          AND l.lexeme < (p.stem || chr(1114111)) COLLATE "C" AND starts_with(l.lexeme, p.stem)
          ORDER BY l.lexeme LIMIT $3 + 1) l ORDER BY 1) END AS lexemes
  FROM unnest($1::text[]) WITH ORDINALITY w(word, i),
    LATERAL (SELECT array_to_string(tsvector_to_array(to_tsvector('rsm_english', w.word)), ' ') AS en,
      array_to_string(tsvector_to_array(to_tsvector('rsm_portuguese', w.word)), ' ') AS pt) x,
    LATERAL (SELECT (x.en = '' OR x.pt = '') AS stop,
      (w.word ~ '^[0-9]+$' OR EXISTS (SELECT 1 FROM search_words v WHERE v.word = w.word)
        OR EXISTS (SELECT 1 FROM search_words v WHERE v.stem_en = x.en AND x.en <> '')
        OR EXISTS (SELECT 1 FROM search_words v WHERE v.stem_pt = x.pt AND x.pt <> '')
        OR (w.i = cardinality($1::text[]) AND EXISTS (SELECT 1 FROM search_words v WHERE v.word LIKE w.word || '%')))
        AS known) k
  ORDER BY w.i`;

/** The shortest word that may be corrected (typoTolerance). */
const SHORTEST_CORRECTED = 5;

/**
 * What a search text asks for, as searched: a word the catalogue does not know is replaced by the nearest one
 * within its tolerance (one edit from five letters, two from nine); stop words of either language are left out
 * unless nothing else is left. Words are only letters and digits (parseText), never SQL.
 */
export async function understandText(db: Pool, typed: string): Promise<UnderstoodText> {
  const parsed = parseText(typed);
  if (!parsed || parsed.words.length === 0) return { text: parsed, corrections: [] };
  const { rows } = await db.query<WordRow>(
    prepared(WORDS_SQL, [parsed.words, SHORTEST_CORRECTED, MAX_PREFIX_LEXEMES]),
  );
  const corrections: Correction[] = [];
  const words = rows.map((row, index) => {
    if (row.known || row.stop || typoTolerance(row.word) === 0) return row.word;
    // The last word is searched as a prefix, so it may be the misspelt start of a word.
    const nearest = nearestWord(row.word, row.candidates, index === rows.length - 1);
    if (!nearest) return row.word;
    corrections.push({ from: row.word, to: nearest });
    return nearest;
  });
  const meaningful = words.filter((_, index) => !rows[index]!.stop);
  const searched = meaningful.length ? meaningful : words;
  const last = rows[rows.length - 1]!;
  const exact =
    last.lexemes?.length && last.lexemes.length <= MAX_PREFIX_LEXEMES && searched.at(-1) === last.word;
  const stems = Object.fromEntries(
    rows
      .filter((row, index) => words[index] === row.word && row.en && row.pt && !/ /.test(row.en + row.pt))
      .map((row) => [row.word, [...new Set([row.en, row.pt])]]),
  );
  return {
    text: {
      words: searched,
      bpm: parsed.bpm,
      ...(exact ? { prefix: { word: last.word, lexemes: last.lexemes! } } : {}),
      stems,
    },
    corrections,
    unknown: rows.filter((row) => !row.known && !row.stop).map((row) => row.word),
  };
}
