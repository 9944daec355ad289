import type { PlaylistTrackSummary, Track } from '@rsm/shared/schemas';
import type { Pool } from '@rsm/db/pool';
import type { MediaUrls } from '../lib/media-urls';
import type { Page } from '../lib/paging';
import type { Language } from '../plugins/language';
import { keptByIds, type CatalogueCache } from './catalogue-cache';
import { BUILT_CARDS, STORED_CARDS } from './track-sql';

type TrackRow = Omit<
  Track,
  'file' | 'file_wav' | 'file_aiff' | 'file_size' | 'file_wav_size' | 'file_aiff_size' | 'peaks_url' | 'album'
> & {
  file_sizes: Partial<Record<'mp3' | 'wav' | 'aiff', number>>;
  has_peaks: boolean;
  album_id: number;
  album_uuid: string;
  album_name: string;
  album_cover_path: string | null;
};

export function trackRepository(db: Pool, urls: MediaUrls, catalogue: CatalogueCache) {
  const albumOf = ({
    album_id,
    album_uuid,
    album_name,
    album_cover_path,
  }: Pick<TrackRow, 'album_id' | 'album_uuid' | 'album_name' | 'album_cover_path'>): Track['album'] => ({
    id: album_id,
    uuid: album_uuid,
    name: album_name,
    cover: {
      url: album_cover_path ? urls.albumCover(album_id) : null,
      variants: album_cover_path ? urls.pictureVariants('albums', album_id, album_cover_path) : null,
    },
  });
  const toTrack = ({
    file_sizes: sizes,
    has_peaks,
    album_id,
    album_uuid,
    album_name,
    album_cover_path,
    ...row
  }: TrackRow): Track => {
    const file = (format: 'mp3' | 'wav' | 'aiff') => ({
      url: sizes[format] === undefined ? null : urls.trackFile(row.id, format),
    });
    return {
      ...row,
      file: file('mp3'),
      file_wav: file('wav'),
      file_aiff: file('aiff'),
      file_size: sizes.mp3 ?? null,
      file_wav_size: sizes.wav ?? null,
      file_aiff_size: sizes.aiff ?? null,
      peaks_url: has_peaks ? urls.trackPeaks(row.id) : null,
      album: albumOf({ album_id, album_uuid, album_name, album_cover_path }),
    };
  };

  // Track DTOs kept per language until the catalogue changes (every table a DTO reads moves catalogue_version): a
  // DTO is the costliest part of a track page, a list of alternates or a page of results, and popular tracks come
  // back in all of them.
  const kept = catalogue.create<Track>();
  const keptAlternates = catalogue.create<number[]>();

  /** Tracks by id (unknown ids left out): the kept ones, then their cards, then cards built for tracks without one. */
  const findMany = (ids: number[], language: Language): Promise<Map<number, Track>> =>
    keptByIds(catalogue, kept, ids, language, async (missing) => {
      // Named statements: each connection plans them once.
      const cards = (
        await db.query<{ card: TrackRow }>({
          name: 'track-cards',
          text: STORED_CARDS,
          values: [missing, language],
        })
      ).rows.map((row) => row.card);
      if (cards.length < missing.length) {
        const stored = new Set(cards.map((card) => card.id));
        const { rows } = await db.query<{ card: TrackRow }>({
          name: 'track-cards-built',
          text: BUILT_CARDS,
          values: [missing.filter((id) => !stored.has(id)), language],
        });
        cards.push(...rows.map((row) => row.card));
      }
      return cards.map(toTrack);
    });

  /** The tracks of `ids` in that order; a track deleted meanwhile is left out rather than failing the list. */
  const inOrder = async (ids: number[], language: Language): Promise<Track[]> => {
    const found = await findMany(ids, language);
    return ids.flatMap((id) => found.get(id) ?? []);
  };

  /** A page of track ids and the total they are counted from, read side by side. */
  const idsAndTotal = async (ids: string, total: string, values: unknown[], countValues: unknown[]) => {
    const [listed, counted] = await Promise.all([
      db.query<{ id: number }>(ids, values),
      db.query<{ total: number }>(total, countValues),
    ]);
    return { ids: listed.rows.map((row) => row.id), total: counted.rows[0]!.total };
  };

  return {
    /** Main tracks of an album in album order, each counting its alternates. */
    async listMainByAlbum(
      albumId: number,
      page: Page,
      language: Language,
    ): Promise<{ tracks: Track[]; total: number }> {
      const { ids, total } = await idsAndTotal(
        `SELECT id FROM tracks WHERE album_id = $1 AND main_track_id IS NULL
         ORDER BY position, id LIMIT $2 OFFSET $3`,
        'SELECT count(*) AS total FROM tracks WHERE album_id = $1 AND main_track_id IS NULL',
        [albumId, page.per, page.offset],
        [albumId],
      );
      return { tracks: await inOrder(ids, language), total };
    },

    /** A playlist's tracks in playlist order; every one of them when page is null. */
    async listInProject(
      projectId: number,
      page: Page | null,
      language: Language,
    ): Promise<{ tracks: Track[]; total: number }> {
      const { ids, total } = await idsAndTotal(
        `SELECT track_id AS id FROM project_tracks WHERE project_id = $1
         ORDER BY position, track_id LIMIT $2 OFFSET $3`,
        'SELECT count(*) AS total FROM project_tracks WHERE project_id = $1',
        [projectId, page?.per ?? null, page?.offset ?? 0],
        [projectId],
      );
      return { tracks: await inOrder(ids, language), total };
    },

    /**
     * Every track of a playlist in its order, as its page sums them up (length, cover, what Play all plays): one
     * narrow query however long the playlist, without the lists and texts of a whole track.
     */
    async summariesInProject(projectId: number): Promise<PlaylistTrackSummary[]> {
      const { rows } = await db.query<
        Pick<TrackRow, 'id' | 'name' | 'version' | 'main_track_id' | 'length'> &
          Pick<TrackRow, 'album_id' | 'album_uuid' | 'album_name' | 'album_cover_path'> & {
            has_mp3: boolean;
            has_peaks: boolean;
          }
      >(
        `SELECT t.id, t.name, t.version, t.main_track_id, t.length,
           a.id AS album_id, a.uuid AS album_uuid, a.name AS album_name, a.cover_path AS album_cover_path,
           EXISTS (SELECT 1 FROM track_files f WHERE f.track_id = t.id AND f.format = 'mp3') AS has_mp3,
           EXISTS (SELECT 1 FROM track_files f WHERE f.track_id = t.id AND f.peaks_path IS NOT NULL) AS has_peaks
         FROM project_tracks pt
         JOIN tracks t ON t.id = pt.track_id
         JOIN albums a ON a.id = t.album_id
         WHERE pt.project_id = $1
         ORDER BY pt.position, pt.track_id`,
        [projectId],
      );
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        version: row.version,
        main_track_id: row.main_track_id,
        length: row.length,
        file: { url: row.has_mp3 ? urls.trackFile(row.id, 'mp3') : null },
        peaks_url: row.has_peaks ? urls.trackPeaks(row.id) : null,
        album: albumOf(row),
      }));
    },

    /** Tracks by id (any order, unknown ids left out), for lists that reference tracks. */
    findMany,

    inOrder,

    async find(id: number, language: Language): Promise<Track | null> {
      return (await findMany([id], language)).get(id) ?? null;
    },

    /** The alternates (edits, underscores, stems) of a main track: stems last, then by id. */
    async alternatives(mainTrackId: number, language: Language): Promise<Track[]> {
      await catalogue.fresh();
      const ids = await keptAlternates.load(String(mainTrackId), async () =>
        (
          await db.query<{ id: number }>('SELECT id FROM tracks WHERE main_track_id = $1 ORDER BY stem, id', [
            mainTrackId,
          ])
        ).rows.map((row) => row.id),
      );
      return inOrder(ids, language);
    },
  };
}
export type TrackRepository = ReturnType<typeof trackRepository>;
