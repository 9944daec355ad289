import { folderListResponseSchema, folderNamesResponseSchema, folderSchema } from '@rsm/shared/schemas';
import { requestsAs, setUpTestApp, signedInAs } from '../../../test/helper';
import { errorBody } from '../../../test/error-body';

describe('folders (project categories)', () => {
  const ctx = setUpTestApp();
  const customer = signedInAs(ctx, 'customer@demo.test');
  const composer = signedInAs(ctx, 'composer@demo.test');

  const call = requestsAs(ctx, customer);
  const folderCount = async () =>
    (await ctx.db.pool.query<{ n: number }>('SELECT count(*) AS n FROM project_categories')).rows[0]!.n;

  it('needs a signed-in customer', async () => {
    for (const [method, url] of [
      ['GET', '/v1_rsm/project_categories'],
      ['GET', '/v2/project_categories'],
      ['POST', '/v2/project_categories'],
      ['DELETE', '/v2/project_categories/1'],
    ] as const) {
      expect((await call(method, url, undefined, {})).statusCode).toBe(401);
    }
  });

  it('lists folders default first with their playlists and paging meta', async () => {
    const response = await call('GET', '/v1_rsm/project_categories');
    expect(response.statusCode).toBe(200);
    const { project_categories: folders, meta } = folderListResponseSchema.parse(response.json());
    expect(folders.map((folder) => [folder.name, folder.default, folder.projects_count])).toEqual([
      ['Default', true, 1],
      ['Client pitches', false, 2],
    ]);
    expect(folders[1]!.projects!.map((project) => project.name)).toEqual([
      'Coffee brand spot',
      'Travel documentary',
    ]);
    expect(meta).toMatchObject({ total_count: 2, per_page: 20, next: null, prev: null });
  });

  it('sorts, filters by folder or playlist name and can leave out playlists', async () => {
    const byCount = folderListResponseSchema.parse(
      (await call('GET', '/v1_rsm/project_categories?sort=projects_count%20desc')).json(),
    );
    expect(byCount.project_categories[0]!.name).toBe('Client pitches');
    const byName = (
      await call('GET', '/v1_rsm/project_categories?sort=name%20asc&only_categories=true')
    ).json();
    expect(byName.project_categories.map((folder: { name: string }) => folder.name)).toEqual([
      'Client pitches',
      'Default',
    ]);
    expect(byName.project_categories[0].projects).toBeUndefined();
    const q = folderListResponseSchema.parse(
      (await call('GET', '/v1_rsm/project_categories?q=coffee')).json(),
    );
    expect(q.project_categories.map((folder) => folder.projects!.map((project) => project.name))).toEqual([
      ['Coffee brand spot'],
    ]);
    expect((await call('GET', '/v1_rsm/project_categories?q=%25')).json().meta.total_count).toBe(0);
  });

  it('rejects unknown sorts and bad paging with 422', async () => {
    for (const query of ['sort=id%20asc', 'sort=name', 'per=0', 'page=x', 'only_categories=yes']) {
      const response = await call('GET', `/v1_rsm/project_categories?${query}`);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it('lists folder names for pickers', async () => {
    const response = await call('GET', '/v2/project_categories');
    const { project_categories: folders } = folderNamesResponseSchema.parse(response.json());
    expect(folders.map((folder) => folder.name)).toEqual(['Default', 'Client pitches']);
  });

  it('creates, renames and deletes a folder, moving its playlists to Default', async () => {
    const created = await call('POST', '/v2/project_categories', { name: '  Trailers ' });
    expect(created.statusCode).toBe(201);
    const folder = folderSchema.parse(created.json().project_category);
    expect(folder).toMatchObject({ name: 'Trailers', default: false, projects_count: 0 });
    const renamed = await call('PUT', `/v2/project_categories/${folder.id}`, { name: 'Teasers' });
    expect(renamed.json().project_category.name).toBe('Teasers');
    const { rows } = await ctx.db.pool.query<{ id: number }>(
      `INSERT INTO projects (customer_id, project_category_id, name)
       SELECT customer_id, id, 'Moved along' FROM project_categories WHERE id = $1 RETURNING id`,
      [folder.id],
    );
    const deleted = await call('DELETE', `/v2/project_categories/${folder.id}`);
    expect(deleted.json()).toEqual({ success: true });
    const moved = await ctx.db.pool.query<{ is_default: boolean }>(
      'SELECT f.is_default FROM projects p JOIN project_categories f ON f.id = p.project_category_id WHERE p.id = $1',
      [rows[0]!.id],
    );
    expect(moved.rows[0]!.is_default).toBe(true);
    expect((await call('DELETE', `/v2/project_categories/${folder.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete the Default folder', async () => {
    const { project_categories: folders } = (await call('GET', '/v2/project_categories')).json();
    const response = await call('DELETE', `/v2/project_categories/${folders[0].id}`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(errorBody('The Default folder cannot be deleted'));
  });

  it("answers 404 for another customer's folder and changes nothing", async () => {
    const theirs = (await call('GET', '/v2/project_categories', undefined, composer)).json()
      .project_categories[0].id;
    const before = await folderCount();
    expect((await call('PUT', `/v2/project_categories/${theirs}`, { name: 'Mine now' })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/v2/project_categories/${theirs}`)).statusCode).toBe(404);
    expect(
      (await call('GET', '/v2/project_categories', undefined, composer)).json().project_categories[0].name,
    ).toBe('Default');
    expect(await folderCount()).toBe(before);
  });

  it('validates names and ids with 422', async () => {
    expect((await call('POST', '/v2/project_categories', { name: '  ' })).json()).toEqual({
      errors: { name: ['Folder name is required'], full_messages: ['Folder name is required'] },
      message: 'Folder name is required',
    });
    expect((await call('POST', '/v2/project_categories', {})).statusCode).toBe(422);
    expect((await call('PUT', '/v2/project_categories/abc', { name: 'x' })).statusCode).toBe(422);
    expect((await call('DELETE', '/v2/project_categories/99999999999')).statusCode).toBe(422);
  });
});
