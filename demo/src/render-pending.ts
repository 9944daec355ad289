import { join } from 'node:path';
import { enqueueAnalysis, linkTrackSounds } from '@rsm/db/audio-jobs';
import type { Pool } from '@rsm/db/pool';
import { describePieces, ensureAudioPool } from './audio/audio-pool';
import { planPool, type SeedSize } from './audio/pool-plan';
import { FORMATS, olderPiecePaths, piecePath, type Piece } from './audio/render-piece';
import { planCatalogue } from './catalogue-plan';

/** A piece and the tracks to move to it once it exists: those playing a stand-in for it, or an older render of it. */
interface Awaited {
  piece: Piece;
  /** Per format, the stand-in path the planned tracks play until the piece exists. */
  standIn: Record<(typeof FORMATS)[number], string> | null;
  trackIds: number[];
}

/**
 * Every piece of the demo pool with the tracks waiting for it. The catalogue plan is deterministic (ids included):
 * planned as the seed wrote it, with only each theme's first piece rendered, it names the tracks that play that
 * first piece until their own exists.
 */
async function awaitedPieces(size: SeedSize, mediaDir: string): Promise<Awaited[]> {
  const themes = planPool(size);
  const firsts = await ensureAudioPool(
    mediaDir,
    themes.map((theme) => theme.mains[0]!),
  );
  const plan = planCatalogue(
    size,
    themes.map((theme, t) => ({
      mains: [firsts[t]!, ...theme.mains.slice(1)],
      edits: new Map(theme.edits.map((piece) => [piece.seconds, piece])),
    })),
  );
  const waiting = new Map(plan.pendingAudio.map((entry) => [piecePath(entry.piece, 'mp3'), entry]));
  return themes
    .flatMap((theme) => [...theme.mains, ...theme.edits])
    .map((piece) => {
      const entry = waiting.get(piecePath(piece, 'mp3'));
      const standIn = entry
        ? { mp3: entry.from.files.mp3.path, wav: entry.from.files.wav.path, aiff: entry.from.files.aiff.path }
        : null;
      return { piece, standIn, trackIds: entry?.trackIds ?? [] };
    });
}

/**
 * Points the tracks waiting for a rendered piece at its files (only rows still on the stand-in or an older render,
 * so a file set otherwise is left alone), then hands the piece to the product's analysis queue as an upload is.
 */
async function handOver(db: Pool, mediaDir: string, { piece, standIn, trackIds }: Awaited): Promise<number> {
  const [rendered] = await describePieces(mediaDir, [piece]);
  let moved = 0;
  for (const format of FORMATS) {
    const older = olderPiecePaths(piece).map((mp3) => mp3.replace(/\.mp3$/, `.${format}`));
    const { rowCount } = await db.query(
      `UPDATE track_files SET path = $1, size = $2, peaks_path = $3
       WHERE format = $4 AND ((track_id = ANY($5::int[]) AND path = $6) OR path = ANY($7::text[]))`,
      [
        rendered!.files[format].path,
        rendered!.files[format].size,
        rendered!.peaksPath,
        format,
        trackIds,
        standIn?.[format] ?? null,
        older,
      ],
    );
    moved += rowCount ?? 0;
  }
  if (moved === 0) return 0;
  const wav = rendered!.files.wav.path;
  await enqueueAnalysis(db, [wav]);
  // A file analysed before (an earlier data dir's run) gives its figures at once.
  await linkTrackSounds(db, { paths: [wav] });
  return moved;
}

/**
 * Renders the demo pieces the catalogue still waits for, a theme at a time, and moves their tracks to them as each
 * theme is done; pieces rendered by an earlier run are only handed over. Returns how many track files moved.
 */
export async function renderPending(
  db: Pool,
  {
    size = 'full',
    dataDir,
    log = () => undefined,
  }: { size?: SeedSize; dataDir: string; log?: (line: string) => void },
): Promise<number> {
  const mediaDir = join(dataDir, 'media');
  const awaited = await awaitedPieces(size, mediaDir);
  const themes = planPool(size).map(
    (theme) => new Set([...theme.mains, ...theme.edits].map((p) => piecePath(p, 'mp3'))),
  );
  let moved = 0;
  for (const theme of themes) {
    const batch = awaited.filter((entry) => theme.has(piecePath(entry.piece, 'mp3')));
    await ensureAudioPool(
      mediaDir,
      batch.map((entry) => entry.piece),
    );
    for (const entry of batch) moved += await handOver(db, mediaDir, entry);
  }
  log(`${moved} track files moved to their own pieces`);
  return moved;
}
