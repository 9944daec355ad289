import { playlistListResponseSchema, playlistSchema, type Playlist } from '@rsm/shared/schemas';
import { requestsAs, setUpTestApp, signedInAs } from '../../../test/helper';
import { anyErrorBody, errorBody } from '../../../test/error-body';

describe('projects (playlists)', () => {
  const ctx = setUpTestApp();
  const customer = signedInAs(ctx, 'customer@demo.test');

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });
  const send = requestsAs(ctx, customer);
  const folderIds = async (email: string) =>
    (
      await ctx.db.pool.query<{ id: number }>(
        `SELECT f.id FROM project_categories f JOIN customers c ON c.id = f.customer_id
         WHERE c.email = $1 ORDER BY f.is_default DESC, f.id`,
        [email],
      )
    ).rows.map((row) => row.id);
  const composerPlaylist = async () =>
    (
      await ctx.db.pool.query<{ id: number; uuid: string; name: string }>(
        `SELECT p.id, p.uuid, p.name FROM projects p JOIN customers c ON c.id = p.customer_id
         WHERE c.email = 'composer@demo.test'`,
      )
    ).rows[0]!;
  const projectCount = async () =>
    (await ctx.db.pool.query<{ n: number }>('SELECT count(*) AS n FROM projects')).rows[0]!.n;

  it('needs a signed-in customer', async () => {
    expect((await get('/v1_rsm/projects')).statusCode).toBe(401);
  });

  it("lists only the customer's own playlists with their tracks", async () => {
    const response = await get('/v1_rsm/projects?per=2', customer);
    expect(response.statusCode).toBe(200);
    const { projects, meta } = playlistListResponseSchema.parse(response.json());
    expect(meta).toMatchObject({ total_count: 3, per_page: 2, total_pages: 2, next: 2 });
    for (const project of projects) expect(project.tracks).toHaveLength(project.tracks_count);
  });

  it('puts the demo playlists in two folders, one of them the default', async () => {
    const { rows } = await ctx.db.pool.query<{ name: string; is_default: boolean }>(
      `SELECT f.name, f.is_default FROM project_categories f JOIN customers c ON c.id = f.customer_id
       WHERE c.email = 'customer@demo.test' ORDER BY f.id`,
    );
    expect(rows).toEqual([
      { name: 'Default', is_default: true },
      { name: 'Client pitches', is_default: false },
    ]);
  });

  it('opens an own playlist by uuid', async () => {
    const { projects } = playlistListResponseSchema.parse((await get('/v1_rsm/projects', customer)).json());
    const response = await get(`/v1_rsm/projects/${projects[0]!.uuid}`, customer);
    expect(response.statusCode).toBe(200);
    expect(playlistSchema.parse(response.json().project).uuid).toBe(projects[0]!.uuid);
  });

  it("answers 404 for another customer's playlist", async () => {
    const { rows } = await ctx.db.pool.query<{ uuid: string }>(
      `SELECT p.uuid FROM projects p JOIN customers c ON c.id = p.customer_id WHERE c.email = 'composer@demo.test'`,
    );
    const response = await get(`/v1_rsm/projects/${rows[0]!.uuid}`, customer);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(errorBody('Playlist not found'));
    expect((await get('/v1_rsm/projects/not-a-uuid', customer)).statusCode).toBe(422);
  });

  it('sorts and searches the playlist list, and rejects unknown sorts', async () => {
    const byName = playlistListResponseSchema.parse(
      (await get('/v1_rsm/projects?sort=name%20asc', customer)).json(),
    );
    expect(byName.projects.map((project) => project.name)).toEqual([
      'Coffee brand spot',
      'Favourites',
      'Travel documentary',
    ]);
    const q = playlistListResponseSchema.parse((await get('/v1_rsm/projects?q=TRAVEL', customer)).json());
    expect(q.projects.map((project) => project.name)).toEqual(['Travel documentary']);
    expect((await get('/v1_rsm/projects?sort=uuid%20asc', customer)).statusCode).toBe(422);
  });

  it('lists all playlists with their tracks at /v2/projects', async () => {
    const response = await get('/v2/projects', customer);
    const { projects, meta } = playlistListResponseSchema.parse(response.json());
    expect(projects).toHaveLength(3);
    expect(meta.per_page).toBe(150);
    expect((await get('/v2/projects')).statusCode).toBe(401);
  });

  describe('create, update, delete', () => {
    let created: Playlist;

    it("creates a playlist in one of the customer's folders", async () => {
      const [, pitches] = await folderIds('customer@demo.test');
      const response = await send('POST', '/v2/projects', {
        name: 'Car commercial',
        project_category_id: pitches,
      });
      expect(response.statusCode).toBe(201);
      created = playlistSchema.parse(response.json().project);
      expect(created).toMatchObject({
        name: 'Car commercial',
        project_category_id: pitches,
        tracks_count: 0,
      });
    });

    it('refuses a duplicate name, case-insensitively, with the field error', async () => {
      const [defaultFolder] = await folderIds('customer@demo.test');
      const response = await send('POST', '/v2/projects', {
        name: 'car COMMERCIAL',
        project_category_id: defaultFolder,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        errors: { name: ['has already been taken'], full_messages: ['Name has already been taken'] },
        message: 'Name has already been taken',
      });
      const rename = await send('PUT', `/v2/projects/${created.uuid}`, {
        name: 'Favourites',
        project_category_id: defaultFolder,
      });
      expect(rename.statusCode).toBe(422);
    });

    it('allows a name another customer uses', async () => {
      const { name } = await composerPlaylist();
      const [defaultFolder] = await folderIds('customer@demo.test');
      const response = await send('POST', '/v2/projects', { name, project_category_id: defaultFolder });
      expect(response.statusCode).toBe(201);
    });

    it('copies the tracks of an own playlist given as playlist_id', async () => {
      const { projects } = playlistListResponseSchema.parse(
        (await get('/v1_rsm/projects?q=Favourites', customer)).json(),
      );
      const [defaultFolder] = await folderIds('customer@demo.test');
      const response = await send('POST', '/v2/projects', {
        name: 'Favourites copy',
        project_category_id: defaultFolder,
        playlist_id: projects[0]!.id,
      });
      expect(playlistSchema.parse(response.json().project).tracks).toEqual(projects[0]!.tracks);
    });

    it('renames and moves a playlist', async () => {
      const [defaultFolder] = await folderIds('customer@demo.test');
      const response = await send('PUT', `/v2/projects/${created.uuid}`, {
        name: 'Car commercial v2',
        project_category_id: defaultFolder,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().project).toMatchObject({
        name: 'Car commercial v2',
        project_category_id: defaultFolder,
      });
    });

    it("answers 404 for another customer's folder, playlist or source playlist and changes nothing", async () => {
      const [theirFolder] = await folderIds('composer@demo.test');
      const [myFolder] = await folderIds('customer@demo.test');
      const theirs = await composerPlaylist();
      const before = await projectCount();
      const attempts = [
        send('POST', '/v2/projects', { name: 'Sneaky', project_category_id: theirFolder }),
        send('POST', '/v2/projects', {
          name: 'Sneaky',
          project_category_id: myFolder,
          playlist_id: theirs.id,
        }),
        send('PUT', `/v2/projects/${created.uuid}`, { name: 'Sneaky', project_category_id: theirFolder }),
        send('PUT', `/v2/projects/${theirs.uuid}`, { name: 'Sneaky', project_category_id: myFolder }),
        send('DELETE', `/v2/projects/${theirs.uuid}`),
      ];
      for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(404);
      expect(await projectCount()).toBe(before);
      expect((await composerPlaylist()).name).toBe(theirs.name);
      expect((await get(`/v1_rsm/projects/${created.uuid}`, customer)).json().project.name).toBe(
        'Car commercial v2',
      );
    });

    it('validates the body with 422', async () => {
      for (const body of [
        {},
        { name: '', project_category_id: 1 },
        { name: 'x', project_category_id: '1' },
        { name: 'x', project_category_id: 99999999999 },
        { name: 'x'.repeat(121), project_category_id: 1 },
      ]) {
        const response = await send('POST', '/v2/projects', body);
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual(anyErrorBody());
      }
      expect((await send('POST', '/v2/projects', { name: 'x', project_category_id: 1 }, {})).statusCode).toBe(
        401,
      );
    });

    it('deletes a playlist', async () => {
      expect((await send('DELETE', `/v2/projects/${created.uuid}`)).json()).toEqual({ success: true });
      expect((await get(`/v1_rsm/projects/${created.uuid}`, customer)).statusCode).toBe(404);
      expect((await send('DELETE', `/v2/projects/${created.uuid}`)).statusCode).toBe(404);
    });
  });

  it('creates a playlist from an album in the Default folder, with a free name when taken', async () => {
    const album = (await get('/v1_rsm/albums?per=1')).json().albums[0];
    const first = await send('POST', `/v1_rsm/projects/create_from_album?album_id=${album.id}`);
    expect(first.statusCode).toBe(201);
    const project = playlistSchema.parse(first.json().project);
    const [defaultFolder] = await folderIds('customer@demo.test');
    expect(project).toMatchObject({
      name: album.name,
      project_category_id: defaultFolder,
      tracks_count: album.tracks_count,
    });
    const again = await send('POST', `/v1_rsm/projects/create_from_album?album_id=${album.id}`);
    expect(again.json().project.name).toBe(`${album.name} (2)`);
    expect((await send('POST', '/v1_rsm/projects/create_from_album?album_id=999999')).statusCode).toBe(404);
    expect((await send('POST', '/v1_rsm/projects/create_from_album')).statusCode).toBe(422);
  });
});
