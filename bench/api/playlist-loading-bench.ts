// A long playlist's page reads every track at once (its total length, cover and Play all): the summed-up answer
// (trackRepository.summariesInProject, GET /v2/projects/:uuid/tracks/summary) against the whole tracks it replaced
// (all_tracks=true). Builds a scratch playlist of `--tracks` main tracks for the first customer of an existing
// catalogue (the search bench's 100k database, say), times each read `--runs` times, reports the medians and the
// JSON sizes with the load average beside them, then deletes the playlist.
//   pnpm --filter @rsm/bench exec tsx api/playlist-loading-bench.ts --database-url postgres://…/db [--tracks 2000] [--runs 7]
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { createPool } from '@rsm/db/pool';
import { mediaUrls } from '../../api/src/lib/media-urls';
import { catalogueCache } from '../../api/src/repositories/catalogue-cache';
import { trackRepository } from '../../api/src/repositories/track-repository';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    'database-url': { type: 'string' },
    tracks: { type: 'string', default: '2000' },
    runs: { type: 'string', default: '7' },
  },
});
if (!values['database-url']) throw new Error('--database-url is required');
const size = Number(values.tracks);
const runs = Number(values.runs);
const pool = createPool({ connectionString: values['database-url'], max: 2, serverSettings: true });
const tracks = trackRepository(
  pool,
  mediaUrls('http://localhost:3000'),
  catalogueCache(pool, { enabled: false }),
);
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

const { rows } = await pool.query<{ id: number }>(
  `INSERT INTO projects (customer_id, project_category_id, name)
   SELECT c.id, pc.id, 'Playlist loading bench ' || now()
   FROM customers c JOIN project_categories pc ON pc.customer_id = c.id ORDER BY c.id, pc.id LIMIT 1 RETURNING id`,
);
const projectId = rows[0]!.id;
try {
  await pool.query(
    `INSERT INTO project_tracks (project_id, track_id, position)
     SELECT $1, id, row_number() OVER (ORDER BY id) - 1 FROM tracks WHERE main_track_id IS NULL ORDER BY id LIMIT $2`,
    [projectId, size],
  );
  const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;
  const time = async (read: () => Promise<unknown>) => {
    const samples: number[] = [];
    let bytes = 0;
    for (let run = 0; run <= runs; run++) {
      const started = performance.now();
      const answer = await read();
      // The first read warms the connection's caches and plans: not counted.
      if (run > 0) samples.push(performance.now() - started);
      bytes = JSON.stringify(answer).length;
    }
    return `${median(samples).toFixed(0)} ms, ${(bytes / 1024).toFixed(0)} KiB`;
  };
  console.log(`a playlist of ${size} tracks, median of ${runs} reads (load average ${load()})`);
  console.log(
    `  whole tracks (all_tracks=true): ${await time(() => tracks.listInProject(projectId, null, 'en'))}`,
  );
  console.log(`  summed up (tracks/summary):     ${await time(() => tracks.summariesInProject(projectId))}`);
  console.log(`  (load average after ${load()})`);
} finally {
  await pool.query('DELETE FROM projects WHERE id = $1', [projectId]);
  await pool.end();
}
