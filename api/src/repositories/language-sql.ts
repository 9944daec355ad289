import { anyLexemeQuery, type TextQuery } from '../lib/text-query';
import type { Language } from '../plugins/language';

/** The taxonomy column for a language; a whitelist, so it is safe to splice into SQL. */
export const nameColumn = (language: Language): 'name_en' | 'name_pt' =>
  language === 'pt' ? 'name_pt' : 'name_en';

/**
 * A JSON array of {id, name} of one taxonomy linked to the row `owner` (e.g. tracks t) through `<owner>_<taxonomy>`.
 * Table names come from code, never from input.
 */
export function taxaJson(
  taxonomy: string,
  owner: 'track' | 'album',
  ownerAlias: string,
  language: Language,
): string {
  const column = nameColumn(language);
  const fk = `${taxonomy.replace(/s$/, '')}_id`;
  return `COALESCE((SELECT json_agg(json_build_object('id', x.id, 'name', x.${column}) ORDER BY x.${column})
    FROM ${owner}s_${taxonomy} j JOIN ${taxonomy} x ON x.id = j.${fk} WHERE j.${owner}_id = ${ownerAlias}.id), '[]')`;
}

/** A row's description in the language: the Portuguese one when it has it, else the English one. */
export const descriptionSql = (alias: string, language: Language): string =>
  language === 'pt' ? `COALESCE(${alias}.description_pt, ${alias}.description)` : `${alias}.description`;

/**
 * The tsquery of `value` (an SQL expression: a parameter) stemmed in either language. Most words and prefixes stem
 * alike in both ("tro:*"): the query is then that one, not the same one twice. Same matches, but the planner counts
 * an `a | a` query's matches twice over, and a prefix estimated at twice its matches was read by a sequential scan
 * with a vector test on every row (30 ms at 100k tracks) instead of the text index (3 ms).
 */
export const eitherLanguageQuery = (value: string): string => {
  const [en, pt] = [`to_tsquery('rsm_english', ${value})`, `to_tsquery('rsm_portuguese', ${value})`];
  return `(CASE WHEN ${en} = ${pt} THEN ${en} ELSE ${en} || ${pt} END)`;
};

/**
 * The tsquery of each typed word, as `param` writes values: the words whole in either language, the last one as the
 * start of a word (the customer may still be typing it). When the reading found the few lexemes the last word starts
 * in the catalogue (migration 490), it is those, looked up exactly: the same matches as the prefix.
 */
export const typedWordQueries = (
  words: string[],
  prefix: TextQuery['prefix'],
  param: (value: string) => string,
): string[] =>
  words.map((word, index) =>
    index < words.length - 1
      ? eitherLanguageQuery(param(word))
      : prefix?.word === word
        ? `${param(anyLexemeQuery(prefix.lexemes))}::tsquery`
        : eitherLanguageQuery(param(`${word}:*`)),
  );
