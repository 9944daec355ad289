import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setUpTestApp, signedInAs, signIn, TEST_DATA_DIR } from '../../../test/helper';
import { errorBody } from '../../../test/error-body';
import { shareByEmail } from '../../../test/playlist-sharing';

interface ZipEntry {
  name: string;
  data: Buffer;
}

/** Reads a stored (method 0) zip through its central directory, as unzip does. */
function readZip(zip: Buffer): ZipEntry[] {
  const eocd = zip.lastIndexOf(new Uint8Array([0x50, 0x4b, 0x05, 0x06]));
  expect(eocd).toBeGreaterThan(0);
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    expect(zip.readUInt16LE(at + 10)).toBe(0); // stored, not deflated
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    entries.push({ name, data: zip.subarray(dataStart, dataStart + size) });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

interface TrackRow {
  id: number;
  name: string;
  version: string | null;
  position: number;
  directory_name: string;
  path: string;
}

describe('downloads', () => {
  const ctx = setUpTestApp();
  const customer = signedInAs(ctx, 'customer@demo.test');

  const get = (url: string, headers: Record<string, string> = customer) =>
    ctx.app.inject({ method: 'GET', url, headers });
  /** A track (and its alternates) with the stored file of one format, in download order. */
  const tracks = async (where: string, format: string, param: number | string) =>
    (
      await ctx.db.pool.query<TrackRow>(
        `SELECT t.id, t.name, t.version, t.position, a.directory_name, f.path
         FROM tracks t JOIN albums a ON a.id = t.album_id JOIN track_files f ON f.track_id = t.id AND f.format = '${format}'
         WHERE ${where} ORDER BY t.position, COALESCE(t.main_track_id, t.id), t.main_track_id IS NOT NULL, t.stem, t.id`,
        [param],
      )
    ).rows;
  const fileBytes = (path: string) => readFile(join(TEST_DATA_DIR, 'media', path));
  const entryName = (t: TrackRow, ext: string) =>
    `${t.directory_name}/${String(t.position).padStart(2, '0')} ${t.name}${t.version ? ` (${t.version})` : ''}.${ext}`;
  const downloadsOf = async (email: string) =>
    (
      await ctx.db.pool.query<{ track_id: number }>(
        `SELECT track_id FROM customer_history h JOIN customers c ON c.id = h.customer_id
         WHERE c.email = $1 AND h.kind = 'download' ORDER BY h.id`,
        [email],
      )
    ).rows.map((row) => row.track_id);
  const events = async (name: string) =>
    (await ctx.db.pool.query('SELECT properties FROM ahoy_events WHERE name = $1', [name])).rows;
  /** A zip response: exact Content-Length, stored entries. */
  const zipOf = (response: Awaited<ReturnType<typeof get>>) => {
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    return readZip(response.rawPayload);
  };

  it('sends one track file as an attachment named after album, track and version', async () => {
    const [track] = await tracks('t.id = $1', 'mp3', 1);
    const before = (await downloadsOf('customer@demo.test')).length;
    const response = await get('/v2/tracks/1/download?file_format=file');
    expect(response.statusCode).toBe(200);
    const bytes = await fileBytes(track!.path);
    expect(response.rawPayload.equals(new Uint8Array(bytes))).toBe(true);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(Number(response.headers['content-length'])).toBe(bytes.length);
    const filename = `${track!.directory_name} - ${track!.name} (${track!.version}).mp3`;
    const disposition = /^attachment; filename="([^"]+)"; filename\*=UTF-8''(\S+)$/.exec(
      String(response.headers['content-disposition']),
    );
    expect([disposition?.[1], decodeURIComponent(disposition?.[2] ?? '')]).toEqual([filename, filename]);
    expect(await downloadsOf('customer@demo.test')).toEqual([...Array(before).fill(expect.any(Number)), 1]);
    expect(await events('download_track')).toContainEqual({
      properties: { track_id: 1, format: 'mp3', alternatives: false },
    });
  });

  it('zips a track with its alternates; Content-Length is exact and entries hold the files', async () => {
    const expected = await tracks('(t.id = $1 OR t.main_track_id = $1)', 'wav', 1);
    expect(expected.length).toBeGreaterThan(1);
    const response = await get('/v2/tracks/1/download?file_format=file_wav&with_alternatives=true');
    const entries = zipOf(response);
    expect(entries.map((entry) => entry.name)).toEqual(expected.map((t) => entryName(t, 'wav')));
    for (const [i, entry] of entries.entries())
      expect(entry.data.equals(new Uint8Array(await fileBytes(expected[i]!.path)))).toBe(true);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+\.zip"/);
  });

  it('zips only the alternates', async () => {
    const expected = await tracks('t.main_track_id = $1', 'mp3', 1);
    const entries = zipOf(await get('/v2/tracks/1/download_alternatives?file_format=file'));
    expect(entries.map((entry) => entry.name)).toEqual(expected.map((t) => entryName(t, 'mp3')));
  });

  it('zips a whole album by id or uuid, one history row per main track', async () => {
    const { rows } = await ctx.db.pool.query<{ id: number; uuid: string }>(
      'SELECT id, uuid FROM albums WHERE id = 1',
    );
    const expected = await tracks('t.album_id = $1', 'mp3', 1);
    const before = (await downloadsOf('customer@demo.test')).length;
    const entries = zipOf(await get(`/v1/albums/${rows[0]!.uuid}/download_zip?kind=mp3`));
    expect(entries.map((entry) => entry.name)).toEqual(expected.map((t) => entryName(t, 'mp3')));
    expect(new Set(entries.map((entry) => entry.name)).size).toBe(entries.length);
    const mains = await ctx.db.pool.query<{ id: number }>(
      'SELECT id FROM tracks WHERE album_id = 1 AND main_track_id IS NULL ORDER BY position, id',
    );
    expect((await downloadsOf('customer@demo.test')).slice(before)).toEqual(mains.rows.map((row) => row.id));
    expect((await get('/v1/albums/1/download_zip?kind=wav')).statusCode).toBe(200);
    expect(await events('download_album')).toHaveLength(2);
  });

  describe('playlists', () => {
    let playlist: { id: number; uuid: string };
    let token: string;
    beforeAll(async () => {
      const { rows } = await ctx.db.pool.query<{ id: number; uuid: string }>(
        `SELECT p.id, p.uuid FROM projects p JOIN customers c ON c.id = p.customer_id
         WHERE c.email = 'customer@demo.test' AND p.name = 'Coffee brand spot'`,
      );
      playlist = rows[0]!;
      ({ token } = await shareByEmail(ctx, customer, playlist.uuid, 'friend@example.com'));
    });
    const url = (query = '') => `/v1_rsm/projects/${playlist.uuid}/download?kind=mp3${query}`;

    it("zips the owner's playlist in playlist order, alternates on request", async () => {
      const { rows } = await ctx.db.pool.query<{ track_id: number }>(
        'SELECT track_id FROM project_tracks WHERE project_id = $1 ORDER BY position',
        [playlist.id],
      );
      const before = (await downloadsOf('customer@demo.test')).length;
      const entries = zipOf(await get(url()));
      expect(entries).toHaveLength(rows.length);
      expect((await downloadsOf('customer@demo.test')).slice(before)).toEqual(
        rows.map((row) => row.track_id),
      );
      const withAlternates = zipOf(await get(url('&with_alternatives=true')));
      expect(withAlternates.length).toBeGreaterThan(rows.length);
      expect(withAlternates.every((entry) => /^[^/]+\/\d{2} [^/]+\.mp3$/.test(entry.name))).toBe(true);
    });

    it('lets a visitor with a share token download, and nobody else', async () => {
      expect(zipOf(await get(url(`&token=${token}`), {})).length).toBeGreaterThan(0);
      const visitor = await get(url(), {});
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toEqual(errorBody('You need to sign in or sign up before continuing.'));
      expect((await get(url('&token=not-a-real-token'), {})).statusCode).toBe(404);
      const composer = await signIn(ctx.app, 'composer@demo.test');
      expect((await get(url(), composer)).statusCode).toBe(404);
      expect(await events('download_project')).toContainEqual({
        properties: { project_id: playlist.id, format: 'mp3', alternatives: false },
      });
    });

    it("lets a visitor with a share token download the playlist's tracks and their alternates only", async () => {
      const { rows } = await ctx.db.pool.query<{
        track_id: number;
        alternate: number | null;
        outside: number;
      }>(
        `SELECT pt.track_id, (SELECT min(a.id) FROM tracks a WHERE a.main_track_id = pt.track_id) AS alternate,
           (SELECT min(o.id) FROM tracks o WHERE o.main_track_id IS NULL AND o.id NOT IN
             (SELECT track_id FROM project_tracks WHERE project_id = $1)) AS outside
         FROM project_tracks pt WHERE pt.project_id = $1 ORDER BY pt.position LIMIT 1`,
        [playlist.id],
      );
      const { track_id: inside, alternate, outside } = rows[0]!;
      const track = (id: number, query = '') => `/v2/tracks/${id}/download?file_format=file${query}`;
      expect((await get(track(inside, `&token=${token}`), {})).statusCode).toBe(200);
      if (alternate !== null)
        expect((await get(track(alternate, `&token=${token}`), {})).statusCode).toBe(200);
      expect((await get(track(outside, `&token=${token}`), {})).statusCode).toBe(404);
      expect((await get(track(inside, '&token=not-a-real-token'), {})).statusCode).toBe(404);
      expect((await get(track(inside), {})).statusCode).toBe(401);
    });

    it('does not open another playlist with a token shared for this one', async () => {
      const { rows } = await ctx.db.pool.query<{ uuid: string }>(
        "SELECT uuid FROM projects WHERE name = 'Travel documentary'",
      );
      const other = `/v1_rsm/projects/${rows[0]!.uuid}/download?kind=mp3&token=${token}`;
      expect((await get(other, {})).statusCode).toBe(404);
    });
  });

  it('zips a curated playlist in playlist order, wav or alternates on request', async () => {
    const { rows } = await ctx.db.pool.query<{ id: number; track_id: number }>(
      `SELECT curated_playlist_id AS id, track_id FROM curated_playlist_tracks
       WHERE curated_playlist_id = (SELECT min(id) FROM curated_playlists) ORDER BY position, track_id`,
    );
    const id = rows[0]!.id;
    const before = (await downloadsOf('customer@demo.test')).length;
    const response = await get(`/v2/playlists/${id}/download`);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+\.zip"/);
    const entries = zipOf(response);
    expect(entries).toHaveLength(rows.length);
    expect(entries.every((entry) => entry.name.endsWith('.mp3'))).toBe(true);
    expect((await downloadsOf('customer@demo.test')).slice(before)).toEqual(rows.map((row) => row.track_id));
    expect(
      zipOf(await get(`/v2/playlists/${id}/download?kind=wav`)).every((e) => e.name.endsWith('.wav')),
    ).toBe(true);
    expect(zipOf(await get(`/v2/playlists/${id}/download?with_alternatives=true`)).length).toBeGreaterThan(
      rows.length,
    );
    expect(await events('download_playlist_zip')).toContainEqual({
      properties: { playlist_id: id, format: 'mp3', alternatives: false },
    });
    expect((await get('/v2/playlists/999999/download')).statusCode).toBe(404);
    expect((await get(`/v2/playlists/${id}/download?kind=flac`)).statusCode).toBe(422);
  });

  it('is 401 for visitors and 403 for blocked customers on every download', async () => {
    const blocked = await signIn(ctx.app, 'blocked@demo.test');
    for (const url of [
      '/v2/tracks/1/download?file_format=file',
      '/v2/tracks/1/download_alternatives?file_format=file',
      '/v1/albums/1/download_zip?kind=mp3',
      '/v2/playlists/1/download',
      '/v2/albums/1/cuesheet.csv',
    ]) {
      const visitor = await get(url, {});
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toEqual(errorBody('You need to sign in or sign up before continuing.'));
      const refused = await get(url, blocked);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(errorBody('Downloads for your account were disabled'));
    }
    expect(await downloadsOf('blocked@demo.test')).toEqual([]);
  });

  it('is 404 for unknown ids and 422 for bad parameters', async () => {
    expect((await get('/v2/tracks/999999/download?file_format=file')).json()).toEqual(
      errorBody('Track not found'),
    );
    expect((await get('/v2/tracks/999999/download_alternatives?file_format=file')).statusCode).toBe(404);
    expect((await get('/v1/albums/999999/download_zip?kind=mp3')).statusCode).toBe(404);
    const unknownPlaylist = '/v1_rsm/projects/00000000-0000-4000-8000-000000000000/download?kind=mp3';
    expect((await get(unknownPlaylist)).statusCode).toBe(404);
    for (const url of [
      '/v2/tracks/1/download?file_format=flac',
      '/v2/tracks/1/download',
      '/v2/tracks/1/download?file_format=file&with_alternatives=yes',
      '/v1/albums/1/download_zip?kind=aiff',
      '/v1/albums/0/download_zip?kind=mp3',
      '/v1_rsm/projects/not-a-uuid/download?kind=mp3',
    ])
      expect((await get(url)).statusCode).toBe(422);
  });
});
