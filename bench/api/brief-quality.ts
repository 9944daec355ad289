// Brief quality: the briefs of brief-queries.ts searched through the API as the search page does (text only, no
// sort: best matches first; English names so the rules read one language), each result judged by its brief's rule
// over the track's own metadata. Prints success (a relevant track in the first 20), precision@20 (relevant share of
// the first 20, or of all results when fewer) and MRR per kind, with the budgets.
//   pnpm --filter @rsm/bench exec tsx api/brief-quality.ts --data-dir dir        (the demo catalogue, seeded there
//     on first use as `npm start` seeds it; without --data-dir in a temporary folder)
//   pnpm --filter @rsm/bench exec tsx api/brief-quality.ts --database-url postgres://…/rsm_bench_100000
//   … --verbose: every brief with how it was read
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { searchTracksResponseSchema, type Track } from '@rsm/shared/schemas';
import { buildApp } from '../../api/src/app';
import { storeVocabulary } from '../../api/src/repositories/search-meaning-totals';
import { migrate } from '@rsm/db/migrate';
import { seed } from '@rsm/demo';
import { BRIEF_QUERIES, type BriefQuery } from './brief-queries';
import { openCatalogue, qualityOptions } from './quality-catalogue';

const values = qualityOptions();
const scratch = values['data-dir'] ?? mkdtempSync(join(tmpdir(), 'rsm-brief-'));
const db = await openCatalogue(values, { kind: 'pglite', dataDir: join(scratch, 'pgdata') });

const BUDGET = { success: 1, precision: 0.8, kindPrecision: 0.7 };

interface Result {
  query: BriefQuery;
  /** Tracks of the whole catalogue the rule holds for (null when not counted: large catalogues). */
  relevant: number | null;
  found: number;
  success: number;
  precision: number;
  rr: number;
  read: string;
}

try {
  await migrate(db.pool);
  // On PGlite, the demo catalogue (the full seed, what `npm start` serves; nothing to do once seeded).
  if (!values['database-url']) await seed(db.pool, { size: 'full', dataDir: scratch, log: () => undefined });
  const app = await buildApp({
    db: db.pool,
    mediaDir: join(scratch, 'media'),
    publicUrl: 'http://bench.test',
    logLevel: 'silent',
    rateLimit: false,
    // As the server answers briefs: from the brief index, over the vocabulary it writes when it starts.
    searchCache: { enabled: false, briefIndex: true },
  });
  await storeVocabulary(db.pool);
  if (!(await app.repos.briefIndex!.load())) throw new Error('the brief index could not be read');
  // A brief no track of the catalogue answers cannot succeed: on catalogues up to 5,000 tracks every track is read
  // (as the search answers them) to count each rule's relevant tracks, and such briefs are reported apart.
  const everyTrack: Track[] = [];
  const { rows: counted } = await db.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM tracks WHERE main_track_id IS NULL',
  );
  if (counted[0]!.n <= 5000)
    for (let page = 1; everyTrack.length < counted[0]!.n; page++) {
      const response = await app.inject({
        method: 'GET',
        url: `/v1_rsm/tracks/search?per=100&page=${page}`,
        headers: { 'accept-language': 'ENRSM' },
      });
      const { tracks } = searchTracksResponseSchema.parse(response.json());
      if (!tracks.length) break;
      everyTrack.push(...tracks);
    }
  let results: Result[] = [];
  for (const query of BRIEF_QUERIES) {
    const response = await app.inject({
      method: 'GET',
      url: `/v1_rsm/tracks/search?per=20&q[text][]=${encodeURIComponent(query.text)}`,
      headers: { 'accept-language': 'ENRSM' },
    });
    if (response.statusCode !== 200)
      throw new Error(`"${query.text}": ${response.statusCode} ${response.body}`);
    const body = searchTracksResponseSchema.parse(response.json());
    const hits = body.tracks.map((track) => query.relevant(track));
    const first = hits.indexOf(true);
    const { interpretation } = body;
    results.push({
      query,
      relevant: everyTrack.length ? everyTrack.filter((track) => query.relevant(track)).length : null,
      found: body.meta.total_count,
      success: first >= 0 ? 1 : 0,
      precision: hits.length ? hits.filter(Boolean).length / hits.length : 0,
      rr: first >= 0 ? 1 / (first + 1) : 0,
      read: [
        ...(interpretation?.meanings ?? []).map((m) => `${m.from}→${m.to.map((t) => t.name).join('|')}`),
        ...(interpretation?.excluded ?? []).map((e) => `−${e.term.name}`),
        ...(body.corrections ?? []).map((c) => `${c.from}→${c.to}`),
      ].join(', '),
    });
  }
  await app.close();
  const mean = (list: Result[], pick: (result: Result) => number) =>
    list.length ? list.reduce((sum, result) => sum + pick(result), 0) / list.length : 0;
  const row = (label: string, list: Result[]) =>
    `${label.padEnd(12)} ${String(list.length).padStart(7)} ${(100 * mean(list, (r) => r.success)).toFixed(0).padStart(6)} %` +
    ` ${mean(list, (r) => r.precision)
      .toFixed(3)
      .padStart(8)} ${mean(list, (r) => r.rr)
      .toFixed(3)
      .padStart(6)}`;
  const { rows } = await db.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM tracks WHERE main_track_id IS NULL',
  );
  const languages = ['en', 'pt'].map((l) => `${results.filter((r) => r.query.language === l).length} ${l}`);
  console.log(`${rows[0]!.n} main tracks; ${results.length} briefs (${languages.join(', ')})`);
  const unanswerable = results.filter((result) => result.relevant === 0);
  if (unanswerable.length)
    console.log(
      `${unanswerable.length} briefs no track of this catalogue answers (judged apart): ` +
        unanswerable.map((result) => `"${result.query.text}"`).join(', '),
    );
  const all = results;
  results = results.filter((result) => result.relevant !== 0);
  console.log(`${'kind'.padEnd(12)} briefs success     P@20    MRR`);
  const kinds = [...new Set(BRIEF_QUERIES.map((query) => query.kind))];
  for (const kind of kinds)
    console.log(
      row(
        kind,
        results.filter((result) => result.query.kind === kind),
      ),
    );
  for (const language of ['en', 'pt'])
    console.log(
      row(
        language,
        results.filter((result) => result.query.language === language),
      ),
    );
  console.log(row('all', results));
  const worstKind = Math.min(
    ...kinds.map((kind) =>
      mean(
        results.filter((r) => r.query.kind === kind),
        (r) => r.precision,
      ),
    ),
  );
  const within =
    mean(results, (r) => r.success) >= BUDGET.success &&
    mean(results, (r) => r.precision) >= BUDGET.precision &&
    worstKind >= BUDGET.kindPrecision;
  console.log(
    `budget: success 100 %, P@20 >= ${BUDGET.precision}, no kind below ${BUDGET.kindPrecision}: ` +
      `${within ? 'met' : 'NOT met'} (lowest kind ${worstKind.toFixed(3)})`,
  );
  for (const result of all)
    if (values.verbose || result.success === 0 || result.precision < 0.7)
      console.log(
        `  ${result.success ? (result.precision < 0.7 ? 'low ' : 'ok  ') : 'MISS'} ${result.query.kind.padEnd(11)} ` +
          `"${result.query.text}": ${result.found} found (${result.relevant ?? '?'} relevant in all), P@20 ${result.precision.toFixed(2)}; read ${result.read || '-'}`,
      );
} finally {
  await db.close();
}
