// The load tool, in its own process so it does not share the measured server's event loop: autocannon cycling
// through the given paths on every connection. Prints one JSON line.
//   tsx api/load.ts '{"base":"http://127.0.0.1:3090","paths":["/…"],"connections":16,"seconds":10}'
import autocannon from 'autocannon';
import { percentile } from './scenarios';

const { base, paths, connections, seconds } = JSON.parse(process.argv[2]!) as {
  base: string;
  paths: string[];
  connections: number;
  seconds: number;
};
const run = autocannon({
  url: base,
  connections,
  duration: seconds,
  headers: { 'accept-language': 'ENRSM' },
  requests: paths.map((path) => ({ method: 'GET', path })),
});
// Requests that got no answer, by what happened to them (ECONNRESET, a timeout…).
const failed: Record<string, number> = {};
run.on('reqError', (error) => {
  const kind = error.code ?? error.message;
  failed[kind] = (failed[kind] ?? 0) + 1;
});
// Latency by kind of request (the path without its numbers and query values), to tell where the tail is.
const byKind = new Map<string, number[]>();
const kindOf = (path: string) => {
  const [pathname, query = ''] = path.split('?');
  const names = [
    ...new Set([...query.matchAll(/([a-z_]+(?:\[[a-z_]+\])?)(?:\[\])?=/g)].map((match) => match[1])),
  ];
  return `${pathname!.replace(/\/\d+/g, '/:id')}${names.length ? ` ${names.filter((name) => name !== 'per').join(' ')}` : ''}`;
};
run.on('response', (client, _status, _bytes, responseTime) => {
  const kind = kindOf(client.requestIterator.currentRequest.path);
  const list = byKind.get(kind) ?? [];
  list.push(responseTime);
  byKind.set(kind, list);
});
const result = await run;
const kinds = Object.fromEntries(
  [...byKind].map(([kind, list]) => [
    kind,
    { n: list.length, p50: Math.round(percentile(list, 50)), p99: Math.round(percentile(list, 99)) },
  ]),
);
console.log(
  JSON.stringify({
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses: result.statusCodeStats,
    failed,
    kinds,
  }),
);
