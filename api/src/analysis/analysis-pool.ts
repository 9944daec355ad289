import { join } from 'node:path';
import { Piscina } from 'piscina';
import { apiRoot, runsCompiled } from '../root-dir';
import type { AudioAnalysis } from '@rsm/sound';
import type { AnalysisTask, AnalysisTaskResult } from './analysis-task';
import { AudioFormatError } from '@rsm/sound';

export interface AnalysisPoolOptions {
  /** Threads analysing at once; the rest wait in the queue. */
  threads: number;
  /** Files waiting for a thread before new ones are refused. */
  queue: number;
  /** Heap of one thread; decoded samples live outside it and are bounded by the decode limits. */
  memoryMb: number;
  /** A task running longer is stopped (its thread ended) and refused. */
  timeoutMs: number;
}

/** The pool is full: answer 503 with Retry-After. */
export class AnalysisBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many sound searches are being analysed right now: try again in a few seconds.');
  }
}

/** The file took more time or memory than one analysis may: answer 413, it will not fare better next time. */
export class AnalysisLimitError extends Error {}

export const ANALYSIS_LIMIT_MESSAGES = {
  timeout: 'The file took too long to analyse: send a shorter excerpt.',
  memory: 'The file needs more memory to analyse than the server allows: send a shorter excerpt.',
};

// Compiled, the task is a file of its own in dist/; from source, a plain-JavaScript entry registers tsx first.
const THREAD_FILE = runsCompiled
  ? join(apiRoot, 'dist', 'analysis-task.js')
  : join(apiRoot, 'src', 'analysis', 'analysis-thread.mjs');

/**
 * A bounded pool of worker threads that decode and analyse uploads, so the API's event loop only ever moves bytes.
 * Threads start on demand and end after a minute idle; they run at a lower CPU priority than the request thread
 * (nice +10), so on a busy machine the API keeps answering while an analysis runs.
 */
export function createAnalysisPool(options: AnalysisPoolOptions) {
  const pool = new Piscina<AnalysisTask, AnalysisTaskResult>({
    filename: THREAD_FILE,
    name: 'analyseTask',
    minThreads: 0,
    maxThreads: options.threads,
    idleTimeout: 60_000,
    niceIncrement: 10,
    // The server's flags (--import tsx, a heap size) are not the thread's.
    execArgv: [],
    resourceLimits: {
      maxOldGenerationSizeMb: options.memoryMb,
      maxYoungGenerationSizeMb: Math.min(64, Math.max(8, Math.round(options.memoryMb / 8))),
    },
  });
  // Seconds an analysis took lately, to tell a refused client when a thread is likely free.
  let typicalSeconds = 5;
  let inFlight = 0;
  const capacity = options.threads + options.queue;
  const retryAfter = () =>
    Math.min(120, Math.max(1, Math.ceil((inFlight * typicalSeconds) / options.threads)));

  /** `ahead`: files in flight before this one, whose time it may have to wait out in the queue. */
  async function run(bytes: Uint8Array, handOver: boolean, ahead: number): Promise<AudioAnalysis> {
    // Handed over, the memory moves to the thread without a copy (the caller's view is empty afterwards).
    const buffer = handOver && bytes.buffer instanceof ArrayBuffer ? bytes.buffer : bytes.slice().buffer;
    const task = {
      buffer,
      offset: buffer === bytes.buffer ? bytes.byteOffset : 0,
      length: bytes.byteLength,
    };
    const started = performance.now();
    let result: AnalysisTaskResult;
    try {
      result = await pool.run(task, {
        transferList: [buffer],
        // Piscina's signal counts from submission: a file behind others gets their time too.
        signal: AbortSignal.timeout(options.timeoutMs * (1 + Math.floor(ahead / options.threads))),
      });
    } catch (error) {
      const { code, name } = error as { code?: string; name?: string };
      if (code === 'ERR_WORKER_OUT_OF_MEMORY') throw new AnalysisLimitError(ANALYSIS_LIMIT_MESSAGES.memory);
      if (name === 'AbortError') throw new AnalysisLimitError(ANALYSIS_LIMIT_MESSAGES.timeout);
      throw error;
    }
    // Only files that found a thread free time an analysis alone.
    if (ahead < options.threads)
      typicalSeconds = 0.7 * typicalSeconds + 0.3 * ((performance.now() - started) / 1000);
    if ('formatError' in result) throw new AudioFormatError(result.formatError);
    return result.analysis;
  }

  return {
    /**
     * Analyses a file in a thread, or refuses it at once when every thread is busy and the queue is full. With
     * `handOver` the whole memory under `bytes` moves to the thread (never give a view of a buffer still in use, such
     * as Node's pool of small buffers); else the file is copied. Throws AudioFormatError, AnalysisBusyError or
     * AnalysisLimitError for the client's three refusals.
     */
    async analyse(bytes: Uint8Array, { handOver = false } = {}): Promise<AudioAnalysis> {
      // Counted here rather than by Piscina's maxQueue, which also lends the capacity of threads still starting.
      if (inFlight >= capacity) throw new AnalysisBusyError(retryAfter());
      const ahead = inFlight;
      inFlight += 1;
      try {
        return await run(bytes, handOver, ahead);
      } finally {
        inFlight -= 1;
      }
    },
    /** Files being analysed or waiting for a thread. */
    get inFlight(): number {
      return inFlight;
    },
    async close(): Promise<void> {
      await pool.destroy();
    },
  };
}

export type AnalysisPool = ReturnType<typeof createAnalysisPool>;
