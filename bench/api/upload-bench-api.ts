import { fork } from 'node:child_process';
import { once } from 'node:events';

/** What upload-bench-server.ts reports: ready (with its port), its RSS every 50 ms, its event-loop lag when asked. */
export interface BenchApiMessage {
  type: string;
  rss: number;
  at?: number;
  p99?: number;
  max?: number;
}

/**
 * The API of the upload benchmarks in a process of its own (upload-bench-server.ts), listening once this resolves;
 * `onMessage` sees each of its reports, the first (ready) included.
 */
export async function startUploadBenchApi(onMessage: (message: BenchApiMessage) => void) {
  const server = fork(new URL('./upload-bench-server.ts', import.meta.url).pathname, {
    execArgv: ['--import', 'tsx'],
  });
  server.on('message', onMessage);
  const [ready] = (await once(server, 'message')) as [{ port: number }];
  return { server, base: `http://127.0.0.1:${ready.port}` };
}
