// Search quality: the queries of search-queries.ts, searched as the search page does (corrections, then the first 20
// by relevance), judged by their rule over the catalogue's metadata. Prints success (a relevant track in the first
// 20), recall@20 and MRR per query kind.
//   pnpm --filter @rsm/bench exec tsx api/search-quality.ts                      (the demo catalogue: the seeded test dump)
//   pnpm --filter @rsm/bench exec tsx api/search-quality.ts --database-url postgres://…/rsm_bench_100000
//   pnpm --filter @rsm/bench exec tsx api/search-quality.ts --data-dir dir        (a PGlite catalogue)
import { join } from 'node:path';
import { migrate } from '@rsm/db/migrate';
import { normalizeTerm } from '../../api/src/lib/text-query';
import { catalogueCache } from '../../api/src/repositories/catalogue-cache';
import { searchRepository } from '../../api/src/repositories/search-repository';
import { understandText } from '../../api/src/repositories/search-words-sql';
import { apiRoot } from '../../api/src/root-dir';
import { openCatalogue, qualityOptions } from './quality-catalogue';
import { QUALITY_QUERIES, type QualityQuery } from './search-queries';

const values = qualityOptions();
const db = await openCatalogue(values, {
  kind: 'pglite',
  fromDump: join(apiRoot, '.data-test', 'pglite-seeded.tar.gz'),
});

/** Each main track's metadata as the rule reads it: folded words, space-separated and space-padded. */
const METADATA_SQL = `SELECT t.id, t.bpm, concat_ws(' ', t.name, a.name,
    (SELECT string_agg(x.name_en || ' ' || x.name_pt, ' ') FROM tracks_genres j JOIN genres x ON x.id = j.genre_id
      WHERE j.track_id = t.id),
    (SELECT string_agg(x.name_en || ' ' || x.name_pt, ' ') FROM tracks_moods j JOIN moods x ON x.id = j.mood_id
      WHERE j.track_id = t.id),
    (SELECT string_agg(x.name_en || ' ' || x.name_pt, ' ') FROM tracks_instrumentations j
      JOIN instrumentations x ON x.id = j.instrumentation_id WHERE j.track_id = t.id),
    (SELECT string_agg(x.name_en || ' ' || x.name_pt, ' ') FROM tracks_keywords j JOIN keywords x ON x.id = j.keyword_id
      WHERE j.track_id = t.id),
    (SELECT string_agg(x.name_en || ' ' || x.name_pt, ' ') FROM topics x WHERE x.id IN
      (SELECT topic_id FROM tracks_topics WHERE track_id = t.id UNION SELECT topic_id FROM albums_topics
        WHERE album_id = t.album_id)),
    (SELECT x.name_en || ' ' || x.name_pt FROM tempos x WHERE x.id = t.tempo_id),
    (SELECT string_agg(x.first_name || ' ' || x.last_name, ' ') FROM composers_tracks j
      JOIN composers x ON x.id = j.composer_id WHERE j.track_id = t.id)) AS meta
  FROM tracks t JOIN albums a ON a.id = t.album_id WHERE t.main_track_id IS NULL`;

const relevantTo = (query: QualityQuery, track: { meta: string; bpm: number | null }) =>
  query.concepts.every((words) => words.some((word) => track.meta.includes(` ${word}`))) &&
  (query.bpm === undefined || (track.bpm !== null && Math.abs(track.bpm - query.bpm) <= 5));

try {
  await migrate(db.pool);
  const { rows } = await db.pool.query<{ id: number; bpm: number | null; meta: string }>(METADATA_SQL);
  const tracks = rows.map((row) => ({
    id: row.id,
    bpm: row.bpm,
    meta: ` ${normalizeTerm(row.meta).replace(/[^\p{L}\p{N}]+/gu, ' ')} `,
  }));
  const search = searchRepository(db.pool, catalogueCache(db.pool, { enabled: false }));
  interface Result {
    query: QualityQuery;
    relevant: number;
    success: number;
    recall: number;
    rr: number;
    found: number;
  }
  const results: Result[] = [];
  for (const query of QUALITY_QUERIES) {
    const relevant = new Set(tracks.filter((track) => relevantTo(query, track)).map((track) => track.id));
    const { text } = await understandText(db.pool, query.text);
    const found = await search.tracks(
      {
        filters: { text: [query.text] },
        text,
        language: 'en',
        sort: { field: text?.words.length ? 'relevance' : 'release_date', direction: 'desc' },
      },
      { page: 1, per: 20, offset: 0 },
    );
    const hits = found.ids.map((id) => relevant.has(id));
    const first = hits.indexOf(true);
    results.push({
      query,
      relevant: relevant.size,
      success: first >= 0 ? 1 : 0,
      recall: relevant.size ? hits.filter(Boolean).length / Math.min(20, relevant.size) : 0,
      rr: first >= 0 ? 1 / (first + 1) : 0,
      found: found.total,
    });
  }
  const judged = results.filter((result) => result.relevant > 0);
  const row = (label: string, list: Result[]) => {
    const mean = (pick: (result: Result) => number) =>
      list.length ? list.reduce((sum, result) => sum + pick(result), 0) / list.length : 0;
    return (
      `${label.padEnd(14)} ${String(list.length).padStart(7)} ${(100 * mean((r) => r.success)).toFixed(0).padStart(7)} %` +
      ` ${mean((r) => r.recall)
        .toFixed(3)
        .padStart(9)} ${mean((r) => r.rr)
        .toFixed(3)
        .padStart(6)}`
    );
  };
  console.log(
    `${tracks.length} main tracks; ${QUALITY_QUERIES.length} queries, ${judged.length} with relevant tracks`,
  );
  console.log(`${'kind'.padEnd(14)} queries success recall@20    MRR`);
  for (const kind of [...new Set(QUALITY_QUERIES.map((query) => query.kind))])
    console.log(
      row(
        kind,
        judged.filter((result) => result.query.kind === kind),
      ),
    );
  console.log(row('all', judged));
  for (const result of results)
    if (values.verbose || result.success === 0)
      console.log(
        `  ${result.success ? 'ok  ' : 'MISS'} ${result.query.kind.padEnd(12)} "${result.query.text}": ` +
          `${result.relevant} relevant, ${result.found} found, recall@20 ${result.recall.toFixed(2)}`,
      );
} finally {
  await db.close();
}
