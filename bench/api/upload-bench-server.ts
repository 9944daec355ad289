// The API for the upload benchmarks (upload-bench, reference-search-bench), in its own process so its memory is measured alone: the real app on a copy of
// the seeded test database (run the API tests once first), listening on a free port, reporting RSS every 50 ms.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildTestApp } from '../../api/test/helper';

const ctx = await buildTestApp();
await ctx.app.listen({ port: 0, host: '127.0.0.1' });
const address = ctx.app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.send?.({ type: 'ready', port, rss: process.memoryUsage().rss });
setInterval(
  () => process.send?.({ type: 'rss', rss: process.memoryUsage().rss, at: Date.now() }),
  50,
).unref();
// How long the event loop was kept from running, asked for by reference-search-bench between its runs.
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
process.on('message', (message: { type: string }) => {
  if (message.type === 'stop') void ctx.close().then(() => process.exit(0));
  if (message.type === 'lag') {
    process.send?.({ type: 'lag', p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 });
    delay.reset();
  }
});
