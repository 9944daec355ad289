import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REFERENCE_MAX_BYTES } from '@rsm/shared/uploads';
import { availableParallelism } from 'node:os';
import {
  AnalysisBusyError,
  AnalysisLimitError,
  createAnalysisPool,
  type AnalysisPoolOptions,
} from '../../analysis/analysis-pool';
import { inspectAudio } from '@rsm/sound';
import { AudioFormatError } from '@rsm/sound';
import { env } from '../../env';
import { requireCustomer } from '../../plugins/auth';
import { MultipartFileError, readMultipartFile } from './read-multipart-file';
import { soundSearchLimiter, type SoundSearchLimits } from './sound-search-limits';

/** A reference file may be a whole mix, not an excerpt; it lives only in memory for the request. */
export { REFERENCE_MAX_BYTES };
/** Room for the multipart headers and boundaries around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

export const REFERENCE_MESSAGES = {
  noFile: 'Send a reference file as the multipart field "file".',
  tooLarge: 'The reference file is larger than 50 MB.',
  malformed: 'The upload could not be read: send the file as multipart/form-data.',
};

export interface ReferenceSearchOptions {
  pool: AnalysisPoolOptions;
  limits: SoundSearchLimits;
}

export const defaultReferenceSearchOptions = (): ReferenceSearchOptions => ({
  pool: {
    // One core stays with the request thread: the API answers while the others analyse.
    threads: env.ANALYSIS_THREADS ?? Math.max(1, availableParallelism() - 1),
    queue: env.ANALYSIS_QUEUE,
    memoryMb: env.ANALYSIS_MEMORY_MB,
    timeoutMs: env.ANALYSIS_TIMEOUT_SECONDS * 1000,
  },
  limits: {
    perAccountPerMinute: env.SOUND_SEARCHES_PER_ACCOUNT_PER_MINUTE,
    perAddressPerMinute: env.SOUND_SEARCHES_PER_ADDRESS_PER_MINUTE,
  },
});

/** Reads the multipart file into memory, or answers the refusal itself and returns null. */
async function receiveReference(request: FastifyRequest, reply: FastifyReply): Promise<Uint8Array | null> {
  if (!request.isMultipart()) return (reply.code(400).send({ message: REFERENCE_MESSAGES.noFile }), null);
  try {
    const file = await readMultipartFile(request.raw, 'file', REFERENCE_MAX_BYTES + MULTIPART_OVERHEAD);
    if (file.byteLength > REFERENCE_MAX_BYTES) throw new MultipartFileError('too-large');
    return file;
  } catch (error) {
    const problem = error instanceof MultipartFileError ? error.problem : 'malformed';
    if (problem === 'too-large')
      return (reply.code(413).send({ message: REFERENCE_MESSAGES.tooLarge }), null);
    const message = problem === 'no-file' ? REFERENCE_MESSAGES.noFile : REFERENCE_MESSAGES.malformed;
    return (reply.code(400).send({ message }), null);
  }
}

/**
 * The analysis side of a search by reference file: who may search and how often (onRequest hooks, before the body
 * is read), then the file's header checked here against its bytes and the decoding and analysis in the pool's
 * threads. `analyse` answers a refusal itself and returns null.
 */
export function referenceAnalysis(app: FastifyInstance, options: ReferenceSearchOptions) {
  const pool = createAnalysisPool(options.pool);
  app.addHook('onClose', async () => pool.close());
  const limiter = app.limits.enabled ? soundSearchLimiter(app.limits.counters, options.limits) : null;
  return {
    onRequest: limiter ? [requireCustomer, limiter] : [requireCustomer],
    async analyse(request: FastifyRequest, reply: FastifyReply) {
      const bytes = await receiveReference(request, reply);
      if (!bytes) return null;
      try {
        // Microseconds: a header that lies about its sizes is refused before a thread is asked for.
        inspectAudio(bytes);
        // The body is this request's alone: its memory moves to the thread instead of being copied.
        return await pool.analyse(bytes, { handOver: true });
      } catch (error) {
        if (error instanceof AudioFormatError)
          return (reply.code(415).send({ message: error.message }), null);
        if (error instanceof AnalysisLimitError)
          return (reply.code(413).send({ message: error.message }), null);
        if (error instanceof AnalysisBusyError) {
          reply.header('retry-after', String(error.retryAfterSeconds));
          return (reply.code(503).send({ message: error.message }), null);
        }
        throw error;
      }
    },
  };
}
