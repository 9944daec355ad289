import type { Pool } from '@rsm/db/pool';
import { inTransaction } from '@rsm/db/transaction';
import { emptyPanel, isPanelTermKind, termKey, type BriefIndex, type IndexedKind } from './brief-index';
import { placeTermLists, readPanelNames, soundKeyCodes } from './brief-index-panel-read';
import { lexemeLists } from './brief-index-vectors';
import { eitherLanguageQuery } from './language-sql';
import { noSuggestionTerms, readSuggestionTerms } from './suggestion-terms';

/** Tracks per value read: 9 MB packed, 18 MB of hex on the wire (the whole catalogue at once held 10 times that). */
const TRACKS_PER_READ = 10_000;

/**
 * The main tracks of track_text in the default order, packed in values of `perValue` tracks read one at a time from
 * a cursor: per track its id, length, bpm, label and tempo (-1 for none), vocal, its analysed key (its byte length,
 * -1 for none, then its bytes), then its genre, mood, instrument, keyword and topic ids as array_send writes them,
 * then its text vector as tsvectorsend writes it. At 100k tracks 0.4 s without the vectors (a row per track took 1 s,
 * most of it parsing arrays; pages read by OFFSET 1.2 s).
 */
const tracksSql = (perValue: number) => `SELECT string_agg(t.packed, '' ORDER BY t.place) AS packed
  FROM (SELECT row_number() OVER (ORDER BY release_date DESC NULLS LAST, album_id, position, track_id) - 1 AS place,
      int4send(track_id) || int4send(coalesce(length, -1)) || int4send(coalesce(bpm, -1))
      || int4send(coalesce(label_id, -1)) || int4send(coalesce(tempo_id, -1)) || int4send(vocal::int)
      || int4send(coalesce(octet_length(sound_key), -1)) || coalesce(convert_to(sound_key, 'UTF8'), '')
      || array_send(genre_ids) || array_send(mood_ids) || array_send(instrumentation_ids)
      || array_send(keyword_ids) || array_send(topic_ids) || tsvectorsend(doc) AS packed
    FROM track_text) t
  GROUP BY t.place / ${Math.floor(perValue)} ORDER BY t.place / ${Math.floor(perValue)}`;

/** Phrases read at a time: a broad one ("music") holds most of the catalogue's ids (4 MB at 1M tracks). */
const PHRASES_PER_READ = 32;

/**
 * The tracks whose text holds each phrase of the vocabulary (migration 530's search_vocabulary) as a search matches
 * a phrase's own words (search-sql.ts): in order, side by side, in either language. 363 phrases at 100k: 0.5 s.
 */
const PHRASES_SQL = `SELECT v.words, (SELECT string_agg(int4send(s.track_id), '') FROM track_text s
    WHERE s.doc @@ ${eitherLanguageQuery('v.query')}) AS ids
  FROM (SELECT DISTINCT words, replace(words, ' ', ' <-> ') AS query FROM search_vocabulary) v`;

/** The array columns in the order tracksSql packs them. */
const ARRAY_KINDS: IndexedKind[] = ['genres', 'moods', 'instruments', 'keywords', 'topics'];

/** Reads the elements of a one-dimensional int4 array in array_send's format from `at`; answers where it ends. */
function readArray(view: DataView, at: number, each: (id: number) => void): number {
  const dimensions = view.getInt32(at);
  // ndim, has-nulls flag, element type; then per dimension its length and lower bound.
  let next = at + 12;
  if (dimensions === 0) return next;
  const count = view.getInt32(next);
  next += 8;
  for (let i = 0; i < count; i++) {
    // Each element: its byte length (4), then the value.
    each(view.getInt32(next + 4));
    next += 8;
  }
  return next;
}

/** Growable lists of places per taxonomy id, turned into Int32Arrays at the end. */
function postingLists() {
  const lists = new Map<string, number[]>();
  return {
    add(kind: IndexedKind, id: number, place: number) {
      const key = termKey(kind, id);
      const list = lists.get(key);
      if (list) list.push(place);
      else lists.set(key, [place]);
    },
    done: () => new Map([...lists].map(([key, places]) => [key, Int32Array.from(places)])),
  };
}

interface Lists {
  postings: ReturnType<typeof postingLists>;
  lexemes: ReturnType<typeof lexemeLists>;
  placeTerms: ReturnType<typeof placeTermLists>;
  keys: ReturnType<typeof soundKeyCodes>;
}

/** Reads packed tracks into the index, the first at place `first`; answers how many. */
function readTracks(index: BriefIndex, packed: Buffer, first: number, lists: Lists): number {
  const { postings, lexemes, placeTerms, keys } = lists;
  const view = new DataView(packed.buffer, packed.byteOffset, packed.byteLength);
  let place = first;
  for (let at = 0; at < view.byteLength; place++) {
    index.trackIds[place] = view.getInt32(at);
    index.length[place] = view.getInt32(at + 4);
    index.bpm[place] = view.getInt32(at + 8);
    const [label, tempo] = [view.getInt32(at + 12), view.getInt32(at + 16)];
    index.label[place] = label;
    if (label >= 0) postings.add('labels', label, place);
    if (tempo >= 0) postings.add('tempos', tempo, place);
    index.vocal[place] = view.getInt32(at + 20);
    const keyLength = view.getInt32(at + 24);
    at += 28;
    index.soundKey[place] = keys.codeOf(keyLength < 0 ? null : packed.toString('utf8', at, at + keyLength));
    at += Math.max(keyLength, 0);
    for (const kind of ARRAY_KINDS)
      at = readArray(view, at, (term) => {
        postings.add(kind, term, place);
        if (isPanelTermKind(kind)) placeTerms.add(kind, term);
      });
    placeTerms.end(place);
    at = lexemes.read(packed, view, at, place);
  }
  return place - first;
}

/** The brief index of the catalogue as it is now, read in one snapshot (1.3 s at 100k tracks, 18.7 s at 1M). */
export async function loadBriefIndex(db: Pool, tracksPerRead = TRACKS_PER_READ): Promise<BriefIndex> {
  return inTransaction(db, async (client) => {
    // The tracks and the phrases of one catalogue.
    await client.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const { rows } = await client.query<{ count: number }>('SELECT count(*)::int AS count FROM track_text');
    const count = rows[0]!.count;
    const index: BriefIndex = {
      trackIds: new Int32Array(count),
      vocal: new Uint8Array(count),
      length: new Int32Array(count),
      bpm: new Int32Array(count),
      ...emptyPanel(count),
      suggestionTerms: noSuggestionTerms(),
      postings: new Map(),
      phrases: new Map(),
      lexemes: new Map(),
      sortedLexemes: [],
    };
    const lists: Lists = {
      postings: postingLists(),
      lexemes: lexemeLists(),
      placeTerms: placeTermLists(count),
      keys: soundKeyCodes(),
    };
    await client.query(`DECLARE brief_tracks NO SCROLL CURSOR FOR ${tracksSql(tracksPerRead)}`);
    for (let place = 0; place < count;) {
      const { rows: read } = await client.query<{ packed: Buffer }>('FETCH 1 FROM brief_tracks');
      if (!read.length) break;
      place += readTracks(index, read[0]!.packed, place, lists);
    }
    index.postings = lists.postings.done();
    index.lexemes = lists.lexemes.done();
    index.placeTerms = lists.placeTerms.done();
    index.panel = await readPanelNames(client, lists.keys.keys);
    index.suggestionTerms = await readSuggestionTerms(client);
    // Byte keys compare as their bytes.
    index.sortedLexemes = [...index.lexemes.keys()].sort();
    // The place of each track id (-1: not a main track of the index).
    const placeOf = new Int32Array(index.trackIds.reduce((most, id) => Math.max(most, id), 0) + 1).fill(-1);
    index.trackIds.forEach((id, place) => (placeOf[id] = place));
    await client.query(`DECLARE brief_phrases NO SCROLL CURSOR FOR ${PHRASES_SQL}`);
    for (;;) {
      const { rows: phrases } = await client.query<{ words: string; ids: Buffer | null }>(
        `FETCH ${PHRASES_PER_READ} FROM brief_phrases`,
      );
      if (!phrases.length) return index;
      for (const { words, ids } of phrases) {
        const places: number[] = [];
        const view = ids && new DataView(ids.buffer, ids.byteOffset, ids.byteLength);
        for (let at = 0; view && at < view.byteLength; at += 4) {
          const place = placeOf[view.getInt32(at)] ?? -1;
          if (place >= 0) places.push(place);
        }
        index.phrases.set(words, Int32Array.from(places).sort());
      }
    }
  });
}
