import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { demoRoot, programArgs } from '../demo-root';
import { FORMATS, piecePath, type AudioFormat, type Piece } from './render-piece';

export interface PooledFile {
  path: string;
  size: number;
}
export interface PooledPiece extends Piece {
  files: Record<AudioFormat, PooledFile>;
  peaksPath: string;
}

// Synthesis and MP3 encoding are CPU-bound: two child processes use both cores of a small machine.
const WORKERS = 2;

function renderInChild(mediaDir: string, pieces: Piece[]): Promise<void> {
  const args = [...programArgs('audio/render-cli.ts'), mediaDir, JSON.stringify(pieces)];
  const child = spawn(process.execPath, args, {
    cwd: demoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`audio render exited with ${code}`)),
    );
  });
}

const isRendered = (mediaDir: string, piece: Piece): boolean =>
  existsSync(join(mediaDir, piecePath(piece, 'peaks.json')));

/** The pieces already rendered under mediaDir (by an earlier run), with their file sizes. */
export function pooledIfRendered(mediaDir: string, pieces: Piece[]): Promise<PooledPiece[]> {
  return describePieces(
    mediaDir,
    pieces.filter((piece) => isRendered(mediaDir, piece)),
  );
}

/** Renders pieces in a child process per core (the seed's first pieces, and the rest in the background). */
export async function renderPieces(mediaDir: string, pieces: Piece[]): Promise<void> {
  // Longest first, dealt round-robin, so both workers get about the same seconds of audio.
  const sorted = [...pieces].sort((a, b) => b.seconds - a.seconds);
  const batches = Array.from({ length: WORKERS }, (_, w) => sorted.filter((_, i) => i % WORKERS === w));
  await Promise.all(
    batches.filter((batch) => batch.length > 0).map((batch) => renderInChild(mediaDir, batch)),
  );
}

/** Makes sure every piece exists under mediaDir (rendering only the missing ones) and reports real file sizes. */
export async function ensureAudioPool(mediaDir: string, pieces: Piece[]): Promise<PooledPiece[]> {
  await renderPieces(
    mediaDir,
    pieces.filter((piece) => !isRendered(mediaDir, piece)),
  );
  return describePieces(mediaDir, pieces);
}

/** The rendered pieces with their files' sizes. */
export function describePieces(mediaDir: string, pieces: Piece[]): Promise<PooledPiece[]> {
  return Promise.all(
    pieces.map(async (piece) => {
      const entries = await Promise.all(
        FORMATS.map(async (format) => {
          const path = piecePath(piece, format);
          return [format, { path, size: (await stat(join(mediaDir, path))).size }] as const;
        }),
      );
      return {
        ...piece,
        files: Object.fromEntries(entries) as Record<AudioFormat, PooledFile>,
        peaksPath: piecePath(piece, 'peaks.json'),
      };
    }),
  );
}
