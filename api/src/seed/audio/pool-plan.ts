import { Random } from '../random';
import type { Piece } from './render-piece';

export type SeedSize = 'small' | 'full';

/** Edit lengths of the alternates, longest first. */
export const EDIT_SECONDS = [60, 30, 15] as const;

export interface PoolPlan {
  /** Full-length pieces main tracks (and their underscores and stems) point at. */
  mains: Piece[];
  /** One edit piece per tempo and edit length. */
  edits: Piece[];
}

export const editKey = (bpm: number, seconds: number): string => `${bpm}:${seconds}`;

/**
 * A few distinct pieces shared by every track of matching tempo and length: about 17 minutes of audio for the full
 * catalogue instead of hours, and a file cache that survives reseeding.
 */
export function planPool(size: SeedSize): PoolPlan {
  if (size === 'small') {
    return {
      mains: [
        { bpm: 120, seconds: 36, key: 0 },
        { bpm: 120, seconds: 40, key: 5 },
      ],
      edits: [30, 15].map((seconds) => ({ bpm: 120, seconds, key: 0 })),
    };
  }
  const rng = new Random(2024);
  const groups = [84, 100, 120, 128];
  const mains = groups.flatMap((bpm, g) =>
    rng
      .sample([34, 42, 48, 54, 62, 68, 76], 3)
      .map((seconds, i) => ({ bpm, seconds, key: (g * 2 + i * 5) % 12 })),
  );
  const edits = groups.flatMap((bpm, g) =>
    EDIT_SECONDS.map((seconds) => ({ bpm, seconds, key: (g * 2) % 12 })),
  );
  return { mains, edits };
}
