/**
 * The real recordings the benchmark measures: Debian's game-soundtrack packages (installed with apt when missing),
 * decoded with ffmpeg into memory. Nothing is copied into the repository; decoded audio lives only in memory.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { apiRoot } from '../../../api/src/root-dir';
import { inheritedEnv } from '../env';

/** Where the benchmark keeps what it derives from the recordings (outside git): archives unpacked, peer results. */
export const CACHE_DIR = join(apiRoot, '.bench', 'real-recordings');

/** Each soundtrack and its package. Same soundtrack = relevant in the similarity figures. */
export const SOUNDTRACKS = [
  { name: 'wesnoth', package: 'wesnoth-1.16-music' },
  { name: 'nexuiz', package: 'nexuiz-music' },
];
const AUDIO = /\.(ogg|mp3|flac|wav)$/i;

export interface Recording {
  /** soundtrack/file, unique. */
  id: string;
  soundtrack: string;
  path: string;
}

const installed = (pkg: string) =>
  spawnSync('dpkg-query', ['-W', '-f=${Status}', pkg], { encoding: 'utf8' }).stdout.includes(
    'install ok installed',
  );

/** Installs the soundtracks and ffmpeg with apt when they are missing (needs root, as the e2e set-up does). */
export function ensureInstalled(): void {
  const missing = [...SOUNDTRACKS.map((s) => s.package), 'ffmpeg', 'unzip'].filter((pkg) => !installed(pkg));
  if (!missing.length) return;
  console.error(`installing ${missing.join(' ')} with apt…`);
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', ...missing], {
    stdio: 'inherit',
    env: { ...inheritedEnv(), DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** The audio files inside a game's archive (Quake-style .pk3 files are zips), unpacked once into the cache. */
function unpacked(archive: string, soundtrack: string): string[] {
  const into = join(CACHE_DIR, 'unpacked', soundtrack);
  if (!existsSync(into)) {
    mkdirSync(into, { recursive: true });
    execFileSync('unzip', ['-q', '-o', '-j', archive, '*.ogg', '-d', into]);
  }
  return readdirSync(into).map((file) => join(into, file));
}

/** Every audio file of the soundtracks, by soundtrack then name. */
export function listRecordings(): Recording[] {
  return SOUNDTRACKS.flatMap(({ name, package: pkg }) =>
    spawnSync('dpkg', ['-L', pkg], { encoding: 'utf8' })
      .stdout.split('\n')
      .flatMap((path) => (/\.(pk3|zip)$/i.test(path) ? unpacked(path, name) : [path]))
      .filter((path) => AUDIO.test(path) && existsSync(path))
      .sort()
      .map((path) => ({ id: `${name}/${basename(path).replace(/\.[^.]+$/, '')}`, soundtrack: name, path })),
  );
}

const ffmpeg = (args: string[]): Uint8Array => {
  const result = spawnSync('ffmpeg', ['-v', 'error', '-nostdin', ...args], { maxBuffer: 2 ** 31 - 1 });
  if (result.status !== 0) throw new Error(`ffmpeg ${args.join(' ')}: ${result.stderr.toString()}`);
  return new Uint8Array(result.stdout.buffer, result.stdout.byteOffset, result.stdout.byteLength);
};

/** Options selecting `seconds` from `start` (the whole file without them). */
const span = (start?: number, seconds?: number) =>
  start === undefined ? [] : ['-ss', String(start), '-t', String(seconds)];

/** The file (or a span of it) in stereo at 44.1 kHz, written by `codec` (ffmpeg's output options). */
const stereoOf = (path: string, codec: string[], start?: number, seconds?: number): Uint8Array =>
  ffmpeg([...span(start, seconds), '-i', path, '-ac', '2', '-ar', '44100', ...codec, '-']);

/** A 16-bit 44.1 kHz WAV of the file (or a span of it), as a customer would upload it. */
export const wavOf = (path: string, start?: number, seconds?: number): Uint8Array =>
  stereoOf(path, ['-c:a', 'pcm_s16le', '-f', 'wav'], start, seconds);

/** A 128 kb/s MP3 of a span of the file. */
export const mp3Of = (path: string, start: number, seconds: number): Uint8Array =>
  stereoOf(path, ['-c:a', 'libmp3lame', '-b:a', '128k', '-f', 'mp3'], start, seconds);

/** Mono 44.1 kHz float samples, as Essentia's extractors want them. */
export function monoOf(path: string): Float32Array {
  const bytes = ffmpeg(['-i', path, '-ac', '1', '-ar', '44100', '-f', 'f32le', '-']);
  return new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4).slice();
}

/** Integrated loudness by ffmpeg's ebur128 filter (the reference the product's loudness is held to). */
export function ffmpegLoudness(path: string): number {
  const result = spawnSync('ffmpeg', ['-nostdin', '-i', path, '-af', 'ebur128', '-f', 'null', '-'], {
    encoding: 'utf8',
    maxBuffer: 2 ** 28,
  });
  const summary = result.stderr.slice(result.stderr.lastIndexOf('Summary:'));
  const match = /I:\s+(-?[\d.]+) LUFS/.exec(summary);
  if (!match) throw new Error(`no loudness for ${path}`);
  return Number(match[1]);
}

/** Duration in seconds, from ffprobe. */
export function durationOf(path: string): number {
  const out = execFileSync(
    'ffprobe',
    ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1', path],
    { encoding: 'utf8' },
  );
  return Number(out.trim());
}
