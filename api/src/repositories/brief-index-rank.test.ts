import type { Database } from '@rsm/db/database';
import type { TextQuery } from '../lib/text-query';
import { openTestDatabase } from '../../test/helper';
import { noSuggestionTerms } from './suggestion-terms';
import { emptyPanel, termKey, type BriefIndex } from './brief-index';
import { lexemeLists } from './brief-index-vectors';
import { briefMatches, indexedBrief } from './brief-index-search';

/** Lexemes sharing starts (a prefix matches several), with an accent (bytes, not characters, order them). */
const LEXEMES = [
  'calm',
  'calma',
  'calmo',
  'calmé',
  'piano',
  'pian',
  'epic',
  'épico',
  'trailer',
  'tens',
  'dark',
];
const WEIGHTS = ['A', 'B', 'C', 'D'];

/** A seeded generator, so a failure repeats. */
function random(seed: number): (below: number) => number {
  let state = seed;
  return (below) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
}

/** A vector as tsvector's text: each lexeme with up to six positions (none, at times) 1 to 160 apart, weighted. */
function vectorText(next: (below: number) => number): string {
  return LEXEMES.filter(() => next(3) > 0)
    .map((lexeme) => {
      const count = next(7);
      const positions = new Set(Array.from({ length: count }, () => 1 + next(160)));
      const held = [...positions].map((at) => `${at}${WEIGHTS[next(4)]}`);
      return held.length ? `'${lexeme}':${held.join(',')}` : `'${lexeme}'`;
    })
    .join(' ');
}

/** Typed words, each one or two stems, as a brief's words are: the last one a prefix. */
function wordsOf(next: (below: number) => number): string[][] {
  return Array.from({ length: 1 + next(3) }, () =>
    [...new Set(Array.from({ length: 1 + next(2) }, () => LEXEMES[next(LEXEMES.length)]!))].sort(),
  );
}

/** The tsquery a search sends for the words (search-sql.ts typedWordQueries), as text. */
const queryText = (words: string[][]) =>
  words
    .map(
      (stems, i) => `(${stems.map((stem) => `'${stem}'${i === words.length - 1 ? ':*' : ''}`).join(' | ')})`,
    )
    .join(' & ');

// The index ranks a brief's typed words as PostgreSQL's ts_rank does, to the bit: its matches are then ordered
// exactly as the SQL search orders them.
describe('ts_rank in the brief index', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  it('matches and ranks random vectors as PostgreSQL does', async () => {
    const next = random(7);
    const vectors = Array.from({ length: 120 }, () => vectorText(next));
    const { rows } = await db.pool.query<{ sent: Buffer }>(
      'SELECT tsvectorsend(v::tsvector) AS sent FROM unnest($1::text[]) WITH ORDINALITY u(v, i) ORDER BY i',
      [vectors],
    );
    const lists = lexemeLists();
    rows.forEach(({ sent }, place) =>
      lists.read(sent, new DataView(sent.buffer, sent.byteOffset, sent.byteLength), 0, place),
    );
    const lexemes = lists.done();
    const places = Int32Array.from(vectors, (_, place) => place);
    const index: BriefIndex = {
      trackIds: places,
      vocal: new Uint8Array(vectors.length),
      length: new Int32Array(vectors.length),
      bpm: new Int32Array(vectors.length),
      postings: new Map([[termKey('moods', 1), places]]),
      phrases: new Map(),
      lexemes,
      sortedLexemes: [...lexemes.keys()].sort(),
      ...emptyPanel(vectors.length),
      suggestionTerms: noSuggestionTerms(),
    };
    let ranked = 0;
    for (let query = 0; query < 60; query++) {
      const words = wordsOf(next);
      // One stem both whole and as a prefix: the index leaves such a query to SQL.
      const last = new Set(words.at(-1));
      if (words.slice(0, -1).some((stems) => stems.some((stem) => last.has(stem)))) continue;
      const typed = words.map((_, i) => `word${i}`);
      const text: TextQuery = {
        words: typed,
        bpm: null,
        meanings: [{ words: [], terms: [{ kind: 'moods', ids: [1] }] }],
        stems: Object.fromEntries(words.map((stems, i) => [typed[i], stems])),
      };
      const matches = briefMatches(index, indexedBrief(index, {}, [], text)!);
      const { rows: expected } = await db.pool.query<{ place: number; rank: number }>(
        `SELECT i::int - 1 AS place, ts_rank(v::tsvector, $2::tsquery)::float8 AS rank
         FROM unnest($1::text[]) WITH ORDINALITY u(v, i) WHERE v::tsvector @@ $2::tsquery ORDER BY i`,
        [vectors, queryText(words)],
      );
      const ranks = matches.textRanks!(matches.places);
      expect({ query: queryText(words), matched: [...matches.places], ranks: [...ranks] }).toEqual({
        query: queryText(words),
        matched: expected.map(({ place }) => place),
        ranks: expected.map(({ rank }) => rank),
      });
      ranked += expected.length;
    }
    expect(ranked).toBeGreaterThan(1000);
  });
});
