const MAX_WORDS = 8;

/** Lower-case without accents, like lower(unaccent(x)) for Latin text: typeahead terms are stored that way. */
export function normalizeTerm(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/**
 * A to_tsquery() input from what the user typed: words AND-ed, the last one a prefix (the user may still be typing
 * it). Only letters and digits survive, so the input can never carry tsquery operators. Null when nothing is left.
 */
export function toTsQuery(text: string): string | null {
  const words = (text.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  return words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(' & ');
}
