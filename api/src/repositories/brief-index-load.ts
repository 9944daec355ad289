import type { Pool } from '@rsm/db/pool';
import { inTransaction } from '@rsm/db/transaction';
import { termKey, type BriefIndex, type IndexedKind } from './brief-index';
import { eitherLanguageQuery } from './language-sql';

/** Tracks read per statement: a page of 50k is 9.5 MB packed (19 MB of hex on the wire). */
const TRACKS_PER_READ = 50_000;

/**
 * A page of the main tracks of track_text in the default order, packed in one value: per track its id, length, bpm,
 * label and tempo (-1 for none), vocal, then its genre, mood, instrument, keyword and topic ids as array_send writes
 * them. At 100k tracks 0.4 s for all of them (a row per track took 1 s, most of it parsing arrays).
 */
const TRACKS_SQL = `SELECT
    string_agg(t.packed, '' ORDER BY t.release_date DESC NULLS LAST, t.album_id, t.position, t.track_id) AS packed
  FROM (SELECT release_date, album_id, position, track_id,
      int4send(track_id) || int4send(coalesce(length, -1)) || int4send(coalesce(bpm, -1))
      || int4send(coalesce(label_id, -1)) || int4send(coalesce(tempo_id, -1)) || int4send(vocal::int)
      || array_send(genre_ids) || array_send(mood_ids) || array_send(instrumentation_ids)
      || array_send(keyword_ids) || array_send(topic_ids) AS packed
    FROM track_text ORDER BY release_date DESC NULLS LAST, album_id, position, track_id LIMIT $1 OFFSET $2) t`;

/**
 * The tracks whose text holds each phrase of the vocabulary (migration 530's search_vocabulary) as a search matches
 * a phrase's own words (search-sql.ts): in order, side by side, in either language. 363 phrases at 100k: 0.5 s.
 */
const PHRASES_SQL = `SELECT v.words, (SELECT string_agg(int4send(s.track_id), '') FROM track_text s
    WHERE s.doc @@ ${eitherLanguageQuery('v.query')}) AS ids
  FROM (SELECT DISTINCT words, replace(words, ' ', ' <-> ') AS query FROM search_vocabulary) v`;

/** The array columns in the order TRACKS_SQL packs them. */
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

/** Reads the packed tracks of one page into the index, the first at place `first`. */
function readTracks(
  index: BriefIndex,
  packed: Buffer,
  first: number,
  postings: ReturnType<typeof postingLists>,
  placeOf: Map<number, number>,
): void {
  const view = new DataView(packed.buffer, packed.byteOffset, packed.byteLength);
  let place = first;
  for (let at = 0; at < view.byteLength; place++) {
    const [id, length, bpm, label, tempo, vocal] = [0, 1, 2, 3, 4, 5].map((i) => view.getInt32(at + 4 * i));
    at += 24;
    index.trackIds[place] = id!;
    index.length[place] = length!;
    index.bpm[place] = bpm!;
    index.vocal[place] = vocal!;
    if (label! >= 0) postings.add('labels', label!, place);
    if (tempo! >= 0) postings.add('tempos', tempo!, place);
    for (const kind of ARRAY_KINDS) at = readArray(view, at, (term) => postings.add(kind, term, place));
    placeOf.set(id!, place);
  }
}

/**
 * The brief index of the catalogue as it is now, read in one snapshot (at 100k tracks 0.9 s of PostgreSQL's time).
 */
export async function loadBriefIndex(db: Pool, tracksPerRead = TRACKS_PER_READ): Promise<BriefIndex> {
  return inTransaction(db, async (client) => {
    // The pages of tracks and the phrases all of one catalogue.
    await client.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const { rows } = await client.query<{ count: number }>('SELECT count(*)::int AS count FROM track_text');
    const count = rows[0]!.count;
    const index: BriefIndex = {
      trackIds: new Int32Array(count),
      vocal: new Uint8Array(count),
      length: new Int32Array(count),
      bpm: new Int32Array(count),
      postings: new Map(),
      phrases: new Map(),
    };
    const postings = postingLists();
    const placeOf = new Map<number, number>();
    for (let read = 0; read < count; read += tracksPerRead) {
      const { rows: page } = await client.query<{ packed: Buffer | null }>(TRACKS_SQL, [tracksPerRead, read]);
      if (page[0]!.packed) readTracks(index, page[0]!.packed, read, postings, placeOf);
    }
    index.postings = postings.done();
    const { rows: phrases } = await client.query<{ words: string; ids: Buffer | null }>(PHRASES_SQL);
    for (const { words, ids } of phrases) {
      const places: number[] = [];
      const view = ids && new DataView(ids.buffer, ids.byteOffset, ids.byteLength);
      for (let at = 0; view && at < view.byteLength; at += 4) {
        const place = placeOf.get(view.getInt32(at));
        if (place !== undefined) places.push(place);
      }
      index.phrases.set(words, Int32Array.from(places).sort());
    }
    return index;
  });
}
