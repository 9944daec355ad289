/** Child-process entry: renders the pieces given as JSON in argv[3] into the media dir argv[2]. */
import { renderPiece, type Piece } from './render-piece';

async function main(): Promise<void> {
  const [mediaDir, json] = process.argv.slice(2);
  if (!mediaDir || !json) throw new Error('usage: render-cli.ts <media-dir> <pieces-json>');
  for (const piece of JSON.parse(json) as Piece[]) await renderPiece(mediaDir, piece);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
