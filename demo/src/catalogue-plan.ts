import { coverPath } from './covers';
import type { Row } from './bulk-insert';
import type { SeedSize } from './audio/pool-plan';
import type { PooledPiece } from './audio/audio-pool';
import type { Piece } from './audio/render-piece';
import { Random } from './random';
import { describeAlbum } from './descriptions';
import { taxonId, type TaxonomyTable } from './taxonomy-plan';
import { THEMES, type AlbumTheme } from './themes';
import { FIRST_NAMES, LABELS, LAST_NAMES, PUBLISHERS } from './words';
import { planTracks } from './track-plan';

export interface CataloguePlan {
  labels: Row[];
  publishers: Row[];
  composers: Row[];
  albums: Row[];
  albumTaxa: Partial<Record<TaxonomyTable, Row[]>>;
  tracks: Row[];
  trackFiles: Row[];
  composersTracks: Row[];
  publishersTracks: Row[];
  trackTaxa: Partial<Record<TaxonomyTable, Row[]>>;
  /** Pieces not rendered yet, with the tracks that play their theme's first piece until they are. */
  pendingAudio: { piece: Piece; from: PooledPiece; trackIds: number[] }[];
}

const SIZES = {
  small: { labels: 3, albums: 4, tracksPerAlbum: 5, composers: 8 },
  full: { labels: LABELS.length, albums: 68, tracksPerAlbum: 10, composers: 48 },
} as const;

/** The audio of one theme: main pieces (rendered or not; the first always is) and edits by length. */
export interface ThemeAudio {
  mains: (PooledPiece | Piece)[];
  edits: Map<number, PooledPiece | Piece>;
}
/** Per theme, in the order of THEMES. */
export type PooledAudio = ThemeAudio[];

const slug = (text: string): string =>
  text
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .toUpperCase();

/** Every third album of a theme is a numbered volume of it; the others get a title from its words, never twice. */
function albumName(rng: Random, theme: AlbumTheme, ofTheme: number, taken: Set<string>): string {
  if (ofTheme % 3 === 0) return `${theme.name} Vol. ${ofTheme / 3 + 1}`;
  let name: string;
  do name = `${rng.pick(theme.adjectives)} ${rng.pick(theme.nouns)}`;
  while (taken.has(name));
  taken.add(name);
  return name;
}

/** The album's theme: themes take turns, so even the small seed has four different ones. */
export const themeOfAlbum = (index: number): AlbumTheme => THEMES[index % THEMES.length]!;

/** Builds every catalogue row in memory, ids included, from one seeded generator. */
export function planCatalogue(size: SeedSize, audio: PooledAudio, seed = 1): CataloguePlan {
  const rng = new Random(seed);
  const counts = SIZES[size];
  const labels = LABELS.slice(0, counts.labels).map((name, i) => ({
    id: i + 1,
    name,
    description: `${name} publishes production music for film, television, advertising and online video.`,
  }));
  const publishers = PUBLISHERS.map((name, i) => ({ id: i + 1, name }));
  const composers = Array.from({ length: counts.composers }, (_, i) => ({
    id: i + 1,
    uuid: rng.uuid(),
    first_name: FIRST_NAMES[i % FIRST_NAMES.length]!,
    last_name: LAST_NAMES[(i * 7) % LAST_NAMES.length]!,
    ipi: String(rng.int(100_000_000, 999_999_999)).padStart(11, '0'),
  }));
  const albums: Row[] = [];
  const albumTaxa: CataloguePlan['albumTaxa'] = { genres: [], moods: [], topics: [] };
  const plan: CataloguePlan = {
    labels,
    publishers,
    composers,
    albums,
    albumTaxa,
    tracks: [],
    trackFiles: [],
    composersTracks: [],
    publishersTracks: [],
    trackTaxa: {},
    pendingAudio: [],
  };
  const takenNames = new Set<string>();
  for (let a = 0; a < counts.albums; a++) {
    const id = a + 1;
    const theme = themeOfAlbum(a);
    const name = albumName(rng, theme, Math.floor(a / THEMES.length), takenNames);
    const release = new Date(Date.UTC(2015 + rng.int(0, 9), rng.int(0, 11), rng.int(1, 28)));
    const genres = theme.genres.map((genre) => taxonId('genres', genre));
    const moods = rng.sample(theme.moods, 2).map((mood) => taxonId('moods', mood));
    const topics = [taxonId('topics', rng.pick(theme.topics))];
    const label = labels[a % labels.length]!;
    const description = describeAlbum(theme, label.name);
    albumTaxa.genres!.push(...genres.map((genre_id) => ({ album_id: id, genre_id })));
    albumTaxa.moods!.push(...moods.map((mood_id) => ({ album_id: id, mood_id })));
    albumTaxa.topics!.push(...topics.map((topic_id) => ({ album_id: id, topic_id })));
    const album = {
      id,
      uuid: rng.uuid(),
      name,
      directory_name: `RSM${String(id).padStart(3, '0')}_${slug(name)}`,
      description: description.en,
      description_pt: description.pt,
      release_date: release.toISOString().slice(0, 10),
      cover_path: coverPath(id),
      medley_path: '',
      label_id: label.id,
      created_at: release.toISOString(),
    };
    albums.push(album);
    const themeAudio = audio[a % THEMES.length]!;
    planTracks(plan, rng, { album, theme, count: counts.tracksPerAlbum, audio: themeAudio, genres, topics });
    album.medley_path = (themeAudio.mains[0] as PooledPiece).files.mp3.path;
  }
  return plan;
}
