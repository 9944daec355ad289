/**
 * Child-process entry of the audio worker: the CPU-heavy part of audio jobs (decoding and analysing a file) runs
 * here, off the API's event loop. Reads `{mediaDir, jobs}` as JSON on stdin and writes one JSON line per job to
 * stdout: `{id, analysis}` or `{id, error, permanent}` (permanent: the file
 * is not audio the decoders read, so retrying cannot help).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { analyseAudio } from '@rsm/sound';
import { AudioFormatError } from '@rsm/sound';
import type { AudioJob } from './audio-job-repository';

async function run(mediaDir: string, job: AudioJob): Promise<object> {
  return { analysis: await analyseAudio(new Uint8Array(await readFile(join(mediaDir, job.path)))) };
}

async function main(): Promise<void> {
  let input = '';
  process.stdin.setEncoding('utf8');
  for await (const chunk of process.stdin) input += chunk as string;
  const { mediaDir, jobs } = JSON.parse(input) as {
    mediaDir: string;
    jobs: AudioJob[];
  };
  for (const job of jobs) {
    try {
      process.stdout.write(`${JSON.stringify({ id: job.id, ...(await run(mediaDir, job)) })}\n`);
    } catch (error) {
      const message = String((error as Error).message ?? error);
      const permanent = error instanceof AudioFormatError;
      process.stdout.write(`${JSON.stringify({ id: job.id, error: message, permanent })}\n`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
