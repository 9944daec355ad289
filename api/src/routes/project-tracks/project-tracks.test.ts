import {
  playlistSchema,
  playlistTrackSummariesResponseSchema,
  trackListResponseSchema,
} from '@rsm/shared/schemas';
import { requestsAs, setUpTestApp, signedInAs } from '../../../test/helper';
import { anyErrorBody, errorBody } from '../../../test/error-body';

describe('playlist tracks', () => {
  const ctx = setUpTestApp();
  const customer = signedInAs(ctx, 'customer@demo.test');
  const call = requestsAs(ctx, customer);
  let uuid: string;
  let theirUuid: string;
  beforeAll(async () => {
    const [folder] = (await call('GET', '/v2/project_categories')).json().project_categories;
    const created = await call('POST', '/v2/projects', {
      name: 'Reorder me',
      project_category_id: folder.id,
    });
    uuid = created.json().project.uuid;
    const { rows } = await ctx.db.pool.query<{ uuid: string }>(
      `SELECT p.uuid FROM projects p JOIN customers c ON c.id = p.customer_id WHERE c.email = 'composer@demo.test'`,
    );
    theirUuid = rows[0]!.uuid;
  });

  const order = async () =>
    trackListResponseSchema
      .parse((await call('GET', `/v2/projects/${uuid}/tracks?all_tracks=true`)).json())
      .tracks.map((track) => track.id);
  const positions = async (project = uuid) =>
    (
      await ctx.db.pool.query<{ position: number }>(
        'SELECT pt.position FROM project_tracks pt JOIN projects p ON p.id = pt.project_id WHERE p.uuid = $1 ORDER BY 1',
        [project],
      )
    ).rows.map((row) => row.position);
  const mainTracks = async (count: number) =>
    (
      await ctx.db.pool.query<{ id: number }>(
        'SELECT id FROM tracks WHERE main_track_id IS NULL ORDER BY id LIMIT $1',
        [count],
      )
    ).rows.map((row) => row.id);

  it('needs a signed-in customer', async () => {
    expect((await call('GET', `/v2/projects/${uuid}/tracks`, undefined, {})).statusCode).toBe(401);
    expect((await call('POST', `/v2/projects/${uuid}/tracks`, { id: 1 }, {})).statusCode).toBe(401);
  });

  it('adds tracks at the end and refuses one already there', async () => {
    const ids = await mainTracks(5);
    for (const id of ids)
      expect((await call('POST', `/v2/projects/${uuid}/tracks`, { id })).statusCode).toBe(201);
    const again = await call('POST', `/v2/projects/${uuid}/tracks`, { id: ids[0] });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      errors: { track: ['already exists'], full_messages: ['Track already exists'] },
      message: 'Track already exists in this playlist',
    });
    expect(await order()).toEqual(ids);
    expect(await positions()).toEqual([0, 1, 2, 3, 4]);
  });

  it('pages the tracks with the album Track shape', async () => {
    const response = await call('GET', `/v2/projects/${uuid}/tracks?page=2&per=2`);
    const { tracks, meta } = trackListResponseSchema.parse(response.json());
    expect(tracks.map((track) => track.id)).toEqual((await mainTracks(4)).slice(2));
    expect(meta).toMatchObject({ total_count: 5, current_page: 2, per_page: 2, total_pages: 3 });
  });

  it('sums up every track in playlist order as its whole track says it, and nothing more', async () => {
    const response = await call('GET', `/v2/projects/${uuid}/tracks/summary`);
    expect(response.statusCode).toBe(200);
    const { tracks, meta } = playlistTrackSummariesResponseSchema.parse(response.json());
    const whole = trackListResponseSchema.parse(
      (await call('GET', `/v2/projects/${uuid}/tracks?all_tracks=true`)).json(),
    ).tracks;
    expect(tracks).toEqual(
      whole.map(({ id, name, version, main_track_id, length, file, peaks_url, album }) => ({
        id,
        name,
        version,
        main_track_id,
        length,
        file,
        peaks_url,
        album,
      })),
    );
    expect(tracks.some((track) => track.file.url !== null && track.album.cover.url !== null)).toBe(true);
    expect(Object.keys(response.json().tracks[0]).sort()).toEqual(
      ['album', 'file', 'id', 'length', 'main_track_id', 'name', 'peaks_url', 'version'].sort(),
    );
    expect(meta).toMatchObject({ total_count: 5, current_page: 1, total_pages: 1 });
    expect((await call('GET', `/v2/projects/${uuid}/tracks/summary`, undefined, {})).statusCode).toBe(401);
    expect((await call('GET', `/v2/projects/${theirUuid}/tracks/summary`)).statusCode).toBe(404);
  });

  it('moves a track to an absolute position with dense positions, clamping past the end', async () => {
    const [a, b, c, d, e] = await mainTracks(5);
    const move = (trackId: number, position: number) =>
      call('POST', `/v2/projects/${uuid}/tracks/${trackId}/sort`, { position });
    expect((await move(a!, 3)).json()).toEqual({ success: true });
    expect(await order()).toEqual([b, c, d, a, e]);
    await move(e!, 0);
    expect(await order()).toEqual([e, b, c, d, a]);
    await move(c!, 99);
    expect(await order()).toEqual([e, b, d, a, c]);
    expect(await positions()).toEqual([0, 1, 2, 3, 4]);
    expect((await move(999999, 0)).statusCode).toBe(404);
    expect((await move(a!, -1)).statusCode).toBe(422);
  });

  it('removes a track and closes the gap', async () => {
    const before = await order();
    const response = await call('DELETE', `/v2/projects/${uuid}/tracks/${before[1]}`);
    expect(response.json()).toEqual({ success: true });
    expect(await order()).toEqual([before[0], ...before.slice(2)]);
    expect(await positions()).toEqual([0, 1, 2, 3]);
    expect((await call('DELETE', `/v2/projects/${uuid}/tracks/${before[1]}`)).statusCode).toBe(404);
  });

  it("adds an album's main tracks not yet in the playlist", async () => {
    const { rows } = await ctx.db.pool.query<{ album_id: number; n: number }>(
      `SELECT album_id, count(*) AS n FROM tracks WHERE main_track_id IS NULL AND album_id =
         (SELECT album_id FROM tracks WHERE id = $1) GROUP BY album_id`,
      [(await order())[0]],
    );
    const before = await order();
    const response = await call('POST', `/v2/projects/${uuid}/albums`, { id: rows[0]!.album_id });
    expect(response.statusCode).toBe(201);
    const project = playlistSchema.parse(response.json().project);
    const { rows: inAlbum } = await ctx.db.pool.query<{ id: number }>(
      'SELECT id FROM tracks WHERE album_id = $1 AND main_track_id IS NULL',
      [rows[0]!.album_id],
    );
    const expected = new Set([...before, ...inAlbum.map((row) => row.id)]);
    expect(project.tracks_count).toBe(expected.size);
    expect((await order()).slice(0, before.length)).toEqual(before);
    expect(await positions()).toEqual([...Array(expected.size).keys()]);
    expect((await call('POST', `/v2/projects/${uuid}/albums`, { id: 999999 })).statusCode).toBe(404);
  });

  it("answers 404 for another customer's playlist and changes nothing", async () => {
    const theirOrder = async () =>
      (
        await ctx.db.pool.query<{ track_id: number; position: number }>(
          `SELECT pt.track_id, pt.position FROM project_tracks pt JOIN projects p ON p.id = pt.project_id
           WHERE p.uuid = $1 ORDER BY pt.position`,
          [theirUuid],
        )
      ).rows;
    const before = (await theirOrder()).map((row) => row.track_id);
    const snapshot = await theirOrder();
    const attempts = [
      call('GET', `/v2/projects/${theirUuid}/tracks`),
      call('POST', `/v2/projects/${theirUuid}/tracks`, { id: 999 }),
      call('POST', `/v2/projects/${theirUuid}/albums`, { id: 1 }),
      call('DELETE', `/v2/projects/${theirUuid}/tracks/${before[0]}`),
      call('POST', `/v2/projects/${theirUuid}/tracks/${before[0]}/sort`, { position: 3 }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(errorBody('Playlist not found'));
    }
    expect(await theirOrder()).toEqual(snapshot);
  });

  it('validates input with 422', async () => {
    for (const [url, body] of [
      [`/v2/projects/${uuid}/tracks`, {}],
      [`/v2/projects/${uuid}/tracks`, { id: 'one' }],
      [`/v2/projects/${uuid}/tracks`, { id: 99999999999 }],
      [`/v2/projects/not-a-uuid/tracks`, { id: 1 }],
      [`/v2/projects/${uuid}/tracks/1/sort`, { position: 1.5 }],
    ] as const) {
      const response = await call('POST', url, body);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(anyErrorBody());
    }
    expect((await call('POST', `/v2/projects/${uuid}/tracks`, { id: 999999 })).statusCode).toBe(404);
    expect((await call('GET', `/v2/projects/${uuid}/tracks?all_tracks=maybe`)).statusCode).toBe(422);
  });
});
