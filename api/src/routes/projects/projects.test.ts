import { playlistListResponseSchema, playlistSchema } from '@rsm/shared/schemas';
import { buildTestApp, signIn, type TestContext } from '../../../test/helper';

describe('projects (playlists)', () => {
  let ctx: TestContext;
  let customer: Record<string, string>;
  beforeAll(async () => {
    ctx = await buildTestApp();
    customer = await signIn(ctx.app, 'customer@demo.test');
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

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
    expect(response.json()).toEqual({ message: 'Playlist not found' });
    expect((await get('/v1_rsm/projects/not-a-uuid', customer)).statusCode).toBe(400);
  });
});
