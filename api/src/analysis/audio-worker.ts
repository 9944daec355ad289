import { type ChildProcess, spawn } from 'node:child_process';
import { getPriority, setPriority } from 'node:os';
import { backgroundRounds } from '../lib/background-rounds';
import { apiRoot, programArgs } from '../root-dir';
import type { AudioAnalysis } from '@rsm/sound';
import type { AudioJob, AudioJobRepository } from './audio-job-repository';

export interface AudioWorkerOptions {
  jobs: AudioJobRepository;
  mediaDir: string;
  /** Jobs handed to one child process (default 6). */
  batchSize?: number;
  /** Pause when nothing is due (default 3 s). */
  idleMs?: number;
  /** Attempts before a job is marked failed (default 3). */
  maxAttempts?: number;
  log?: (line: string) => void;
}

type JobResult = {
  id: number;
  error?: string;
  /** The file cannot be decoded: marked failed at once (a composer's form stops waiting for it). */
  permanent?: boolean;
  analysis?: AudioAnalysis;
};

// Longer than a batch of analyses can take on a busy machine; a job whose worker died is claimed again after it.
const LEASE_SECONDS = 900;

/**
 * The catalogue's analyses run below the request thread (nice +10, as the upload analyses do): on a busy
 * machine the API keeps answering while a new catalogue is worked through.
 */
export function lowerPriority(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    setPriority(child.pid, Math.min(19, getPriority(child.pid) + 10));
  } catch {
    // Not allowed here (a restricted container): the batch runs at the server's own priority.
  }
}

/**
 * Runs a batch in a child process (analysis is CPU-bound) and collects its JSON lines. `started`
 * is handed the child, so a stop can end it mid-batch.
 */
function runInChild(
  mediaDir: string,
  jobs: AudioJob[],
  started: (child: ChildProcess) => void,
): Promise<JobResult[]> {
  const child = spawn(process.execPath, programArgs('analysis/job-cli.ts'), {
    cwd: apiRoot,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  lowerPriority(child);
  started(child);
  let output = '';
  const stdout = child.stdout as NodeJS.ReadableStream;
  stdout.setEncoding('utf8');
  stdout.on('data', (chunk: string) => (output += chunk));
  child.stdin.end(JSON.stringify({ mediaDir, jobs }));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      const results = output
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as JobResult);
      if (code !== 0 && results.length === 0) reject(new Error(`audio job process exited with ${code}`));
      else resolve(results);
    });
  });
}

/**
 * The background audio worker: claims due jobs from the database queue, analyses them in a child process
 * and stores the results; failures are retried after 1, 4 and 16 minutes, then marked failed. The server starts it
 * once it listens and stops it before closing the database; tests and CLIs leave the queue alone.
 */
export function createAudioWorker(options: AudioWorkerOptions) {
  const { jobs, mediaDir } = options;
  const batchSize = options.batchSize ?? 6;
  const maxAttempts = options.maxAttempts ?? 3;
  const log = options.log ?? (() => undefined);
  let child: ChildProcess | null = null;

  async function apply(job: AudioJob, result: JobResult | undefined): Promise<void> {
    if (result?.analysis) await jobs.saveAnalysis(job.path, result.analysis);
    else {
      const final = result?.permanent === true || job.attempts + 1 >= maxAttempts;
      await jobs.markFailed(job.id, result?.error ?? 'no result', 60 * 4 ** job.attempts, final);
      log(`audio job ${job.id} (${job.kind} ${job.path}) failed: ${result?.error ?? 'no result'}`);
      return;
    }
    await jobs.markDone(job.id);
  }

  /** One round: claims a batch and completes it; returns how many jobs it handled. */
  async function runDue(): Promise<number> {
    const due = await jobs.claimDue(batchSize, LEASE_SECONDS);
    if (due.length === 0) return 0;
    let results: JobResult[] = [];
    try {
      results = await runInChild(mediaDir, due, (started) => (child = started));
    } catch (error) {
      if (!rounds.stopped) log(`audio jobs: ${String(error)}`);
    } finally {
      child = null;
    }
    if (rounds.stopped) {
      // Stopped mid-batch: what the child finished is kept, the rest is due again for the next process.
      const finished = due.filter((job) => results.some((result) => result.id === job.id));
      for (const job of finished)
        await apply(
          job,
          results.find((result) => result.id === job.id),
        );
      await jobs.release(due.filter((job) => !finished.includes(job)).map((job) => job.id));
      return due.length;
    }
    for (const job of due)
      await apply(
        job,
        results.find((result) => result.id === job.id),
      );
    return due.length;
  }

  const rounds = backgroundRounds(
    () =>
      runDue().then(
        (handled) => handled > 0,
        (error: unknown) => {
          log(`audio jobs: ${String(error)}`);
          return false;
        },
      ),
    options.idleMs ?? 3000,
  );

  return {
    runDue,
    start: rounds.start,
    /**
     * Stops at once, even mid-batch: the child is killed (its jobs are CPU work that can be done again) and the
     * jobs it had not finished are released for the next start, without counting an attempt.
     */
    async stop(): Promise<void> {
      const stopping = rounds.stop();
      child?.kill('SIGKILL');
      await stopping;
    },
  };
}
