// Checksums of served files: a release must change no byte of another app's files.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every file under `dir` with its sha256, by path relative to `dir`, sorted. */
export function fileDigests(dir) {
  const out = {};
  const walk = (current) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else out[path.relative(dir, full)] = createHash('sha256').update(readFileSync(full)).digest('hex');
    }
  };
  walk(dir);
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

/** One sha256 for a whole tree: of its files' paths and checksums. */
export function digestTree(dir) {
  const hash = createHash('sha256');
  for (const [file, digest] of Object.entries(fileDigests(dir))) hash.update(`${file}\0${digest}\n`);
  return hash.digest('hex');
}
