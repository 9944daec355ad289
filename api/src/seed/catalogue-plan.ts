import { coverPath } from './covers';
import type { Row } from './bulk-insert';
import type { SeedSize } from './audio/pool-plan';
import type { PooledPiece } from './audio/audio-pool';
import { Random } from './random';
import { taxonIds, type TaxonomyTable } from './taxonomy-plan';
import { ADJECTIVES, ALBUM_THEMES, FIRST_NAMES, LABELS, LAST_NAMES, NOUNS, PUBLISHERS } from './words';
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
}

const SIZES = {
  small: { labels: 3, albums: 4, tracksPerAlbum: 5, composers: 8 },
  full: { labels: LABELS.length, albums: 68, tracksPerAlbum: 10, composers: 48 },
} as const;

export interface PooledAudio {
  mains: PooledPiece[];
  edits: Map<string, PooledPiece>;
}

const slug = (text: string): string =>
  text
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .toUpperCase();

function albumName(rng: Random, index: number): string {
  if (index % 3 === 0)
    return `${ALBUM_THEMES[(index / 3) % ALBUM_THEMES.length]} Vol. ${Math.floor(index / 48) + 1}`;
  return `${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)}s`;
}

/** Builds every catalogue row in memory, ids included, from one seeded generator. */
export function planCatalogue(size: SeedSize, audio: PooledAudio, seed = 1): CataloguePlan {
  const rng = new Random(seed);
  const counts = SIZES[size];
  const labels = LABELS.slice(0, counts.labels).map((name, i) => ({
    id: i + 1,
    name,
    description: `${name} is a production-music catalogue of ${rng.pick(ALBUM_THEMES).toLowerCase()}.`,
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
  };
  for (let a = 0; a < counts.albums; a++) {
    const id = a + 1;
    const name = albumName(rng, a);
    const release = new Date(Date.UTC(2015 + rng.int(0, 9), rng.int(0, 11), rng.int(1, 28)));
    const genres = rng.sample(taxonIds('genres'), rng.int(1, 2));
    const moods = rng.sample(taxonIds('moods'), 2);
    const topics = rng.sample(taxonIds('topics'), 1);
    albumTaxa.genres!.push(...genres.map((genre_id) => ({ album_id: id, genre_id })));
    albumTaxa.moods!.push(...moods.map((mood_id) => ({ album_id: id, mood_id })));
    albumTaxa.topics!.push(...topics.map((topic_id) => ({ album_id: id, topic_id })));
    const album = {
      id,
      uuid: rng.uuid(),
      name,
      directory_name: `RSM${String(id).padStart(3, '0')}_${slug(name)}`,
      description: `${name}: ${rng.pick(ALBUM_THEMES).toLowerCase()} for picture, from ${labels[a % labels.length]!.name}.`,
      release_date: release.toISOString().slice(0, 10),
      cover_path: coverPath(id),
      medley_path: '',
      label_id: labels[a % labels.length]!.id,
      created_at: release.toISOString(),
    };
    albums.push(album);
    planTracks(plan, rng, { album, count: counts.tracksPerAlbum, audio, genres, topics });
    album.medley_path = rng.pick(audio.mains).files.mp3.path;
  }
  return plan;
}
