import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { apiRoot } from '../../api/src/root-dir';
import { percentile } from './scenarios';

/** p50/p95 in ms of the paths requested one after the other (the answers must be 200). */
export async function latency(base: string, paths: string[]): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  for (const path of paths) {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers: { 'accept-language': 'ENRSM' } });
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** Requests per second that autocannon gets, in its own process, cycling through `paths` on every connection. */
export function throughput(
  base: string,
  paths: string[],
  connections: number,
  seconds: number,
): Promise<{ rps: number; p50: number; p99: number }> {
  const config = JSON.stringify({ base, paths, connections, seconds });
  return new Promise((resolve, reject) => {
    const child = spawn(
      join(apiRoot, 'node_modules', '.bin', 'tsx'),
      [new URL('./load.ts', import.meta.url).pathname, config],
      {
        cwd: apiRoot,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    (child.stdout as NodeJS.ReadableStream).on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', () => {
      try {
        const result = JSON.parse(out) as {
          rps: number;
          p50: number;
          p99: number;
          non2xx: number;
          errors: number;
        };
        if (result.non2xx || result.errors)
          reject(new Error(`autocannon: ${result.non2xx} non-2xx, ${result.errors} errors`));
        else resolve(result);
      } catch (error) {
        reject(error as Error);
      }
    });
  });
}
