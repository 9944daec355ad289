/**
 * What a thread of the analysis pool runs (`analysis-pool.ts`): decodes and analyses one file within the limits.
 * A file the decoders refuse comes back as a value, not a thrown error: an Error's class does not survive the trip
 * between threads, and the caller answers it with a 415.
 */
import { analyseAudio, type AudioAnalysis } from '@rsm/sound';
import { AudioFormatError, DEFAULT_DECODE_LIMITS, type DecodeLimits } from '@rsm/sound';

export interface AnalysisTask {
  /** Memory holding the file, moved (not copied) from the request thread: a whole request body, say. */
  buffer: ArrayBuffer;
  /** Where the file is in it. */
  offset: number;
  length: number;
}

export type AnalysisTaskResult = { analysis: AudioAnalysis } | { formatError: string };

/**
 * A reference file is measured only as far as it is analysed: its loudness is reported back, not stored, and an
 * hour-long upload must cost no more than its first minutes.
 */
const REFERENCE_LIMITS: DecodeLimits = {
  ...DEFAULT_DECODE_LIMITS,
  measureSeconds: DEFAULT_DECODE_LIMITS.maxSeconds,
};

export async function analyseTask(task: AnalysisTask): Promise<AnalysisTaskResult> {
  try {
    return {
      analysis: await analyseAudio(new Uint8Array(task.buffer, task.offset, task.length), REFERENCE_LIMITS),
    };
  } catch (error) {
    if (error instanceof AudioFormatError) return { formatError: error.message };
    throw error;
  }
}
