// The part of essentia.js (Essentia compiled to WebAssembly) the real-recordings peer uses; the package's own
// declarations are not reachable from its CommonJS entry point.
declare module 'essentia.js' {
  interface EssentiaVector {
    delete(): void;
  }
  export class Essentia {
    constructor(wasm: unknown);
    version: string;
    arrayToVector(samples: Float32Array): EssentiaVector;
    RhythmExtractor2013(
      signal: EssentiaVector,
      maxTempo?: number,
      method?: string,
      minTempo?: number,
    ): { bpm: number; confidence: number; ticks: EssentiaVector };
    PercivalBpmEstimator(signal: EssentiaVector): { bpm: number };
    KeyExtractor(
      audio: EssentiaVector,
      averageDetuningCorrection?: boolean,
      frameSize?: number,
      hopSize?: number,
      hpcpSize?: number,
      maxFrequency?: number,
      maximumSpectralPeaks?: number,
      minFrequency?: number,
      pcpThreshold?: number,
      profileType?: string,
    ): { key: string; scale: string; strength: number };
  }
  export const EssentiaWASM: unknown;
}
