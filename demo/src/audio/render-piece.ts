import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { encodeAiff } from '@rsm/sound/encode';
import { encodeMp3 } from '@rsm/sound/encode';
import { computePeaks } from './peaks';
import { RENDER_VERSION, synthesise, type PieceSpec } from './synth';
import { encodeWav } from '@rsm/sound/encode';

export const SAMPLE_RATE = 22_050;
export const FORMATS = ['mp3', 'wav', 'aiff'] as const;
export type AudioFormat = (typeof FORMATS)[number];

/** A piece of the demo catalogue: everything the synthesiser needs but the sample rate. */
export type Piece = Required<Omit<PieceSpec, 'sampleRate'>>;

/**
 * Path of a piece's file, relative to the media dir; the name is its identity, so a cached file is reused. It ends
 * in the renderer's version (none for the first), so a piece cached by an older renderer is rendered again.
 */
export function piecePath(piece: Piece, file: AudioFormat | 'peaks.json', version = RENDER_VERSION): string {
  const name = `${piece.style}-${piece.bpm}bpm-${piece.seconds}s-k${piece.key}${piece.mode === 'minor' ? 'm' : ''}`;
  return join('audio', `${name}-s${piece.seed}${version > 1 ? `-r${version}` : ''}.${file}`);
}

/** The mp3 paths an older renderer gave the piece. */
export const olderPiecePaths = (piece: Piece): string[] =>
  Array.from({ length: RENDER_VERSION - 1 }, (_, v) => piecePath(piece, 'mp3', v + 1));

/** Synthesises one piece and writes its mp3, wav, aiff and peaks next to each other. */
export async function renderPiece(mediaDir: string, piece: Piece): Promise<void> {
  const samples = synthesise({ ...piece, sampleRate: SAMPLE_RATE });
  const files: Record<AudioFormat | 'peaks.json', Uint8Array> = {
    mp3: encodeMp3(samples, SAMPLE_RATE),
    wav: encodeWav(samples, SAMPLE_RATE),
    aiff: encodeAiff(samples, SAMPLE_RATE),
    'peaks.json': new TextEncoder().encode(JSON.stringify(computePeaks(samples))),
  };
  await mkdir(dirname(join(mediaDir, piecePath(piece, 'mp3'))), { recursive: true });
  // peaks.json last: its presence marks the piece as complete for the cache check.
  for (const file of ['mp3', 'wav', 'aiff', 'peaks.json'] as const) {
    await writeFile(join(mediaDir, piecePath(piece, file)), files[file]);
  }
}
