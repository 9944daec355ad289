import type { TextQuery } from '../lib/text-query';
import { byteKey, type BriefIndex, type LexemeEntries } from './brief-index';
import { entryPart, textRank, type HeldOperand } from './brief-index-rank';

/**
 * A search's typed words as the brief index reads them: how many, the lexemes of their tsquery (search-sql.ts
 * typedWordQueries) in PostgreSQL's order without duplicates, each with the vector entries it matches (several for a
 * prefix), and per word the lists of places one of which a track must be in.
 */
export interface TypedWords {
  count: number;
  operands: LexemeEntries[][];
  matching: Int32Array[][];
}

interface Operand {
  key: string;
  prefix: boolean;
}

/**
 * The lexemes of each typed word as its tsquery holds them: its stem in either language, the last word's as a
 * prefix, or the catalogue's lexemes it starts when the reading found them. Null when a word's stems are not known.
 */
function typedOperands(text: TextQuery): Operand[][] | null {
  const last = text.words.length - 1;
  const operands: Operand[][] = [];
  for (const [i, word] of text.words.entries()) {
    if (i === last && text.prefix?.word === word) {
      operands.push(text.prefix.lexemes.map((lexeme) => ({ key: byteKey(lexeme), prefix: false })));
      continue;
    }
    const stems = text.stems?.[word];
    if (!stems?.length) return null;
    operands.push(stems.map((stem) => ({ key: byteKey(stem), prefix: i === last })));
  }
  return operands;
}

/**
 * A query's operands as ts_rank takes them: sorted by their bytes, each once (SortAndUniqItems). Null when one is
 * both a prefix and a whole lexeme: which of the two it keeps is qsort's choice.
 */
function rankedOperands(words: Operand[][]): Operand[] | null {
  const sorted = words.flat().sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const unique: Operand[] = [];
  for (const operand of sorted) {
    const previous = unique.at(-1);
    if (previous?.key !== operand.key) unique.push(operand);
    else if (previous.prefix !== operand.prefix) return null;
  }
  return unique;
}

/** The vector entries an operand matches, in the vectors' order: its lexeme, or every lexeme it starts. */
function entriesOf(index: BriefIndex, { key, prefix }: Operand): LexemeEntries[] {
  if (!prefix) return index.lexemes.has(key) ? [index.lexemes.get(key)!] : [];
  const sorted = index.sortedLexemes;
  let [low, high] = [0, sorted.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! < key) low = middle + 1;
    else high = middle;
  }
  const entries: LexemeEntries[] = [];
  for (let i = low; i < sorted.length && sorted[i]!.startsWith(key); i++)
    entries.push(index.lexemes.get(sorted[i]!)!);
  return entries;
}

/** Whether the index can read the typed words as their tsquery would: each one's lexemes known, none twice over. */
export const wordsAnswered = (text: TextQuery): boolean => {
  const words = typedOperands(text);
  return words !== null && rankedOperands(words) !== null;
};

/** The typed words of a text the index answers (wordsAnswered). */
export function typedWords(index: BriefIndex, text: TextQuery): TypedWords {
  const words = typedOperands(text)!;
  return {
    count: words.length,
    operands: rankedOperands(words)!.map((operand) => entriesOf(index, operand)),
    matching: words.map((word) =>
      word.flatMap((operand) => entriesOf(index, operand).map(({ places }) => places)),
    ),
  };
}

/** Each lexeme's entries' parts of ts_rank (entryPart), computed as searches first need them (NaN: not yet). */
const parts = new WeakMap<LexemeEntries, Float32Array>();

function partOf(entries: LexemeEntries, at: number, offset: number): number {
  let held = parts.get(entries);
  if (!held) parts.set(entries, (held = new Float32Array(entries.places.length).fill(Number.NaN)));
  let part = held[at]!;
  if (Number.isNaN(part)) held[at] = part = entryPart(entries.weps, offset, entries.counts[at]!);
  return part;
}

/** ts_rank of the words of each place (ascending), walking each lexeme's places once. */
export function textRanks({ count, operands }: TypedWords, places: Int32Array): Float64Array {
  const cursors = operands.map((entries) => entries.map((entry) => ({ entry, at: 0, offset: 0 })));
  const held: HeldOperand[] = operands.map((entries) => ({
    entries: entries.map(({ weps }) => ({ weps, start: 0, count: 0, part: 0 })),
    held: 0,
  }));
  const ranks = new Float64Array(places.length);
  for (let n = 0; n < places.length; n++) {
    const place = places[n]!;
    for (let i = 0; i < cursors.length; i++) {
      const operand = held[i]!;
      operand.held = 0;
      for (const cursor of cursors[i]!) {
        const { places: having, counts, weps } = cursor.entry;
        while (cursor.at < having.length && having[cursor.at]! < place) cursor.offset += counts[cursor.at++]!;
        if (having[cursor.at] !== place) continue;
        const entry = operand.entries[operand.held++]!;
        entry.weps = weps;
        entry.start = cursor.offset;
        entry.count = counts[cursor.at]!;
        entry.part = partOf(cursor.entry, cursor.at, cursor.offset);
      }
    }
    ranks[n] = textRank(count, held);
  }
  return ranks;
}
