import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { loadavg } from 'node:os';
import { apiRoot } from '../../api/src/root-dir';
import { ADJECTIVES, GENRES, MOODS, NOUNS } from '@rsm/demo/words';

/** What browsing customers ask most, on the demo catalogue: searches, suggestions, albums, a track, its alternates. */
export const mixedPaths = ([first, second]: number[] = [1, 2]) => [
  '/v1_rsm/tracks/search?per=20&q[text][]=rain',
  '/v1_rsm/tracks/search?per=20&q[genres][]=Rock',
  '/v1_rsm/searches/suggestions?q=ca',
  '/v1_rsm/searches/suggestions?q=mo',
  '/v1_rsm/albums?per=24',
  `/v1_rsm/tracks/${first}`,
  `/v1_rsm/tracks/${second}/alternatives`,
];

const enc = encodeURIComponent;

/** A hundred main tracks spread over the catalogue, in id order: the tracks the wide mix asks for. */
export const SPREAD_TRACKS_SQL = `SELECT min(id) AS id FROM (SELECT id, ntile(100) OVER (ORDER BY id) AS part
  FROM tracks WHERE main_track_id IS NULL) t GROUP BY part ORDER BY 1`;

/**
 * The same kinds of request spread over a catalogue, as many customers ask them: `each` distinct searches by a word,
 * by a genre and mood, and by a brief, prefixes typed, album pages and tracks (with their alternates) among
 * `trackIds`. A path comes round again only after every other one, so the caches hold what a server's would.
 */
export function widePaths(each: number, trackIds: number[]): string[] {
  const words = [...ADJECTIVES, ...NOUNS].map((word) => word.toLowerCase());
  const briefs = ['upbeat corporate no vocals', 'calm piano for a documentary', 'trilha animada sem voz'];
  const kinds = Array.from({ length: each }, (_, i) => [
    `/v1_rsm/tracks/search?per=20&page=${1 + Math.floor(i / words.length)}&q[text][]=${enc(words[i % words.length]!)}`,
    `/v1_rsm/tracks/search?per=20&q[genres][]=${enc(GENRES[i % GENRES.length]![0])}` +
      `&q[moods][]=${enc(MOODS[Math.floor(i / GENRES.length) % MOODS.length]![0])}`,
    `/v1_rsm/tracks/search?per=20&page=${1 + Math.floor(i / briefs.length)}&q[text][]=${enc(briefs[i % briefs.length]!)}`,
    `/v1_rsm/searches/suggestions?q=${enc(words[i % words.length]!.slice(0, 2 + (Math.floor(i / words.length) % 3)))}`,
    `/v1_rsm/albums?per=24&page=${1 + i}`,
    `/v1_rsm/tracks/${trackIds[i % trackIds.length]}`,
    `/v1_rsm/tracks/${trackIds[(i * 7 + 3) % trackIds.length]}/alternatives`,
  ]);
  return kinds.flat();
}

/**
 * The mixed load on 50 connections for `seconds`, from a process of its own (load.ts) against the API at `apiBase`:
 * one line with the throughput, p50 and p99, the error rate and what the failures were, and the load average. The
 * API may run in this process: waiting for the load does not hold its event loop.
 */
export async function mixedLoad(
  apiBase: string,
  seconds: number,
  mix: string[] = mixedPaths(),
): Promise<string> {
  const url = new URL(apiBase);
  const paths = mix.map((path) => `${url.pathname.replace(/\/$/, '')}${path}`);
  const before = loadavg()[0]!.toFixed(2);
  const { stdout: out } = await promisify(execFile)(
    process.execPath,
    [
      '--import',
      'tsx',
      new URL('./load.ts', import.meta.url).pathname,
      JSON.stringify({ base: url.origin, paths, connections: 50, seconds }),
    ],
    { cwd: apiRoot, encoding: 'utf8' },
  );
  const result = JSON.parse(out.trim().split('\n').at(-1)!) as {
    rps: number;
    total: number;
    p50: number;
    p99: number;
    non2xx: number;
    errors: number;
    statuses: Record<string, { count: number }>;
    failed: Record<string, number>;
    kinds: Record<string, { n: number; p50: number; p99: number }>;
  };
  const errorRate = ((result.non2xx + result.errors) / Math.max(1, result.total)) * 100;
  // What the failures were: answers other than 2xx by status, and requests with no answer by what happened.
  const failures = [
    ...Object.entries(result.statuses)
      .filter(([status]) => !status.startsWith('2'))
      .map(([status, { count }]) => `${count} × ${status}`),
    ...Object.entries(result.failed).map(([kind, count]) => `${count} without an answer: ${kind}`),
  ];
  return (
    `mixed load, 50 connections, ${seconds} s, ${mix.length} distinct paths: ${result.total} requests, ${result.rps.toFixed(0)} req/s, ` +
    `p50 ${result.p50} ms, p99 ${result.p99} ms, errors ${errorRate.toFixed(3)} % ` +
    (failures.length ? `(${failures.join(', ')}) ` : '') +
    `(load average ${before} before, ${loadavg()[0]!.toFixed(2)} after)` +
    // Where the tail is: each kind of request, slowest p99 first.
    Object.entries(result.kinds)
      .sort(([, a], [, b]) => b.p99 - a.p99)
      .map(([kind, { n, p50, p99 }]) => `\n  ${kind}: ${n} requests, p50 ${p50} ms, p99 ${p99} ms`)
      .join('')
  );
}
