import { Random } from '../random';
import { THEMES } from '../themes';
import type { Piece } from './render-piece';

export type SeedSize = 'small' | 'full';

/** Edit lengths of the alternates, longest first. */
export const EDIT_SECONDS = [60, 30, 15] as const;

/** The pieces of one album theme: full-length mains in its style, tempo and mode, and edits of the first. */
export interface ThemePieces {
  mains: Piece[];
  edits: Piece[];
}

const SIZES = {
  small: { themes: 4, mains: 1, lengths: [36], edits: [30, 15] },
  full: {
    themes: THEMES.length,
    mains: 6,
    lengths: [34, 42, 48, 54, 62, 68, 76, 84],
    edits: [...EDIT_SECONDS],
  },
} as const;

/**
 * The demo audio: per album theme a few pieces that differ in key, progression, instruments, melody and length,
 * all at the theme's tempo (so an edit has its main track's tempo), played in its style on its instruments. The
 * first main piece of each theme is rendered before the catalogue is written; the others and the edits in the
 * background (tracks play their theme's first piece until theirs exists).
 */
export function planPool(size: SeedSize): ThemePieces[] {
  const counts = SIZES[size];
  return THEMES.slice(0, counts.themes).map((theme, t) => {
    const rng = new Random(2024 + t);
    const bpm = rng.int(theme.bpm[0], theme.bpm[1]);
    const base = { style: theme.style, instruments: theme.instruments, bpm, mode: theme.mode };
    const mains = rng
      .sample(counts.lengths, counts.mains)
      .map((seconds) => ({ ...base, seconds, key: rng.int(0, 11), seed: rng.int(1, 999_999) }));
    const first = mains[0]!;
    const edits = counts.edits.map((seconds) => ({ ...base, seconds, key: first.key, seed: first.seed }));
    return { mains, edits };
  });
}

/**
 * Pieces rendered before the catalogue is written: each theme's first main piece (every other track plays it until
 * its own piece is rendered in the background). The small test catalogue renders everything at once.
 */
export const piecesToRenderFirst = (plan: ThemePieces[], size: SeedSize): Piece[] =>
  size === 'small'
    ? plan.flatMap((theme) => [...theme.mains, ...theme.edits])
    : plan.map((theme) => theme.mains[0]!);
