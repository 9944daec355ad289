import { setUpTestApp, signedInAs } from '../../../test/helper';

describe('playlist calls as clients make them', () => {
  const ctx = setUpTestApp();
  const customer = signedInAs(ctx, 'customer@demo.test');
  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: customer });
  const ownPlaylist = async () =>
    (
      await ctx.db.pool.query<{ id: number; uuid: string }>(
        `SELECT p.id, p.uuid FROM projects p JOIN customers c ON c.id = p.customer_id
         WHERE c.email = 'customer@demo.test' AND EXISTS (SELECT 1 FROM project_tracks pt WHERE pt.project_id = p.id)
         ORDER BY p.id LIMIT 1`,
      )
    ).rows[0]!;

  it('opens a playlist by its numeric id as well as by its uuid', async () => {
    const { id, uuid } = await ownPlaylist();
    const byId = await get(`/v1_rsm/projects/${id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual((await get(`/v1_rsm/projects/${uuid}`)).json());
    const { rows } = await ctx.db.pool.query<{ id: number }>(
      `SELECT p.id FROM projects p JOIN customers c ON c.id = p.customer_id WHERE c.email <> 'customer@demo.test' LIMIT 1`,
    );
    expect((await get(`/v1_rsm/projects/${rows[0]!.id}`)).statusCode).toBe(404);
  });

  it('pages playlist tracks by perPage, as the track tables send it', async () => {
    const { uuid } = await ownPlaylist();
    const response = await get(`/v2/projects/${uuid}/tracks?page=1&perPage=1`);
    expect(response.statusCode).toBe(200);
    const { tracks, meta } = response.json();
    expect(tracks).toHaveLength(1);
    expect(meta.per_page).toBe(1);
  });
});
