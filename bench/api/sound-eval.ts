/**
 * Evaluates analysis and similarity by sound where the truth is known: pieces rendered from the seed's album themes
 * (style, instruments, tempo, key and mode), analysed as the API analyses uploads.
 *
 *   pnpm --filter @rsm/bench exec tsx api/sound-eval.ts [--per-theme 6] [--seconds 40] [--runs 3] [--seed 2026]
 *
 * `--seed` picks the pieces (tempo, key, progression, melody): tune with one seed and report with another, so the
 * figures are of pieces the tuning never heard.
 *
 * Reports BPM within ±2 % (octave errors count as wrong), key exact and the MIREX weighted score, precision@10 by
 * genre of similar-by-sound against a metadata-only baseline on the same tracks (moods, instruments, tempo band and
 * mode: everything a track has but the genre itself), whether a fresh rendering of each theme (not in the index)
 * finds its genre in its top 10, and the CPU time to analyse a 3-minute track (MP3 and WAV).
 */
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { analyseAudio, type AudioAnalysis } from '@rsm/sound';
import { mirexScore, PITCH_CLASSES, type Key } from '@rsm/sound';
import { SoundIndex } from '@rsm/sound';
import { encodeAiff } from '@rsm/sound/encode';
import { encodeMp3 } from '@rsm/sound/encode';
import { synthesise } from '@rsm/demo/audio/synth';
import { encodeWav } from '@rsm/sound/encode';
import { Random } from '@rsm/demo/random';
import { tempoIdFor } from '@rsm/demo/taxonomy-plan';
import { THEMES, type AlbumTheme } from '@rsm/demo/themes';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    'per-theme': { type: 'string', default: '6' },
    seconds: { type: 'string', default: '40' },
    runs: { type: 'string', default: '3' },
    seed: { type: 'string', default: '2026' },
  },
});
const RATE = 22_050;
const perTheme = Number(values['per-theme']);
const seconds = Number(values.seconds);

interface Rendered {
  theme: AlbumTheme;
  bpm: number;
  key: Key;
  moods: string[];
  instruments: string[];
  bytes: Uint8Array;
}

function render(theme: AlbumTheme, rng: Random, index: number, length = seconds): Rendered {
  const bpm = rng.int(theme.bpm[0], theme.bpm[1]);
  const key: Key = { tonic: rng.int(0, 11), mode: theme.mode };
  const samples = synthesise({
    bpm,
    seconds: length,
    key: key.tonic,
    mode: key.mode,
    style: theme.style,
    instruments: theme.instruments,
    seed: rng.int(1, 1_000_000),
    sampleRate: RATE,
  });
  // Every format the API reads, so the decoders are part of what is measured.
  const encode = [encodeWav, encodeAiff, encodeWav, encodeMp3][index % 4]!;
  return {
    theme,
    bpm,
    key,
    moods: rng.sample(theme.moods, rng.int(1, Math.min(3, theme.moods.length))),
    instruments: rng.sample(theme.instruments, rng.int(2, Math.min(4, theme.instruments.length))),
    bytes: encode(samples, RATE),
  };
}

const jaccard = (a: string[], b: string[]) =>
  a.filter((x) => b.includes(x)).length / new Set([...a, ...b]).size;
const sharesGenre = (a: AlbumTheme, b: AlbumTheme) => a.genres.some((genre) => b.genres.includes(genre));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

async function main(): Promise<void> {
  const rng = new Random(Number(values.seed));
  const pieces = THEMES.flatMap((theme) => Array.from({ length: perTheme }, (_, i) => render(theme, rng, i)));
  const analyses: AudioAnalysis[] = [];
  for (const piece of pieces) analyses.push(await analyseAudio(piece.bytes));

  const tempoHits = pieces.filter((piece, i) => {
    const bpm = analyses[i]!.bpm;
    return bpm !== null && Math.abs(bpm - piece.bpm) <= 0.02 * piece.bpm;
  }).length;
  const parseKey = (name: string): Key => {
    const [tonic, mode] = name.split(' ');
    return { tonic: PITCH_CLASSES.indexOf(tonic!), mode: mode as Key['mode'] };
  };
  const mirex = pieces.map((piece, i) => mirexScore(parseKey(analyses[i]!.key), piece.key));
  const misses = pieces
    .map((piece, i) => ({ piece, analysis: analyses[i]! }))
    .filter(({ piece, analysis }) => Math.abs((analysis.bpm ?? 0) - piece.bpm) > 0.02 * piece.bpm)
    .map(({ piece, analysis }) => `${piece.theme.style} ${piece.bpm}→${analysis.bpm}`);

  const index = new SoundIndex(
    analyses.map((analysis, id) => ({ id, group: id, features: analysis.features })),
  );
  const soundPrecision = pieces.map((piece, id) => {
    const top = index.nearest(analyses[id]!.features, 10, id);
    return top.filter((hit) => sharesGenre(piece.theme, pieces[hit.id]!.theme)).length / top.length;
  });
  const metadataPrecision = pieces.map((piece, id) => {
    const scored = pieces
      .map((other, j) => ({
        j,
        score:
          j === id
            ? -Infinity
            : jaccard(piece.moods, other.moods) +
              jaccard(piece.instruments, other.instruments) +
              0.5 * Number(tempoIdFor(piece.bpm) === tempoIdFor(other.bpm)) +
              0.25 * Number(piece.key.mode === other.key.mode),
      }))
      .sort((a, b) => b.score - a.score || a.j - b.j)
      .slice(0, 10);
    return scored.filter(({ j }) => sharesGenre(piece.theme, pieces[j]!.theme)).length / 10;
  });
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

  const freshRng = new Random(Number(values.seed) + 2216);
  const fresh = [];
  for (const [t, theme] of THEMES.entries()) {
    const piece = render(theme, freshRng, t, 30);
    const top = index.nearest((await analyseAudio(piece.bytes)).features, 10);
    const hits = top.filter((hit) => sharesGenre(theme, pieces[hit.id]!.theme)).length;
    fresh.push({ theme: theme.name, hits });
  }

  // A 3-minute track, as MP3 and WAV: CPU time of the whole analysis (decoding included), median of several runs.
  const long = synthesise({ bpm: 118, seconds: 180, key: 2, sampleRate: RATE, style: 'pop', seed: 9 });
  const files = { mp3: encodeMp3(long, RATE, 128), wav: encodeWav(long, RATE) };
  const cpu: Record<string, number> = {};
  for (const [format, bytes] of Object.entries(files)) {
    const runs: number[] = [];
    for (let run = 0; run < Number(values.runs); run++) {
      const before = process.cpuUsage();
      await analyseAudio(bytes);
      const used = process.cpuUsage(before);
      runs.push((used.user + used.system) / 1e6);
    }
    cpu[format] = median(runs);
  }

  const lines = [
    `pieces: ${pieces.length} (${perTheme} per theme, ${seconds} s each), ${cpus().length} cores, load ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
    `BPM within ±2 %: ${percent(tempoHits / pieces.length)}${misses.length ? ` (missed: ${misses.join(', ')})` : ''}`,
    `key exact: ${percent(mirex.filter((score) => score === 1).length / pieces.length)}, MIREX score ${mean(mirex).toFixed(3)}`,
    `precision@10 by genre: by sound ${mean(soundPrecision).toFixed(3)}, metadata baseline ${mean(metadataPrecision).toFixed(3)}`,
    `fresh renderings with their genre in the top 10: ${fresh.filter((f) => f.hits > 0).length}/${fresh.length}; ` +
      `mean share of the top 10 with the genre ${mean(fresh.map((f) => f.hits / 10)).toFixed(2)}`,
    `3-minute track analysed (median CPU of ${values.runs}): mp3 ${cpu.mp3!.toFixed(2)} s, wav ${cpu.wav!.toFixed(2)} s`,
  ];
  console.log(lines.join('\n'));
}

await main();
