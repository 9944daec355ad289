import { setUpTestApp, signedInAs } from '../../test/helper';

const JSON_TYPE = { 'content-type': 'application/json' };

describe('request bodies and error bodies', () => {
  const ctx = setUpTestApp();
  const customer = signedInAs(ctx, 'customer@demo.test');
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: string) =>
    ctx.app.inject({ method, url, headers: { ...JSON_TYPE, ...customer }, payload });

  const firstFolderId = async () =>
    (await call('GET', '/v1_rsm/project_categories?per=100')).json().project_categories[0].id as number;

  it('takes a bodiless call that says its body is JSON, as clients send every call', async () => {
    const body = JSON.stringify({ name: 'Bodiless', project_category_id: await firstFolderId() });
    const uuid = (await call('POST', '/v2/projects', body)).json().project.uuid as string;
    const removed = await call('DELETE', `/v2/projects/${uuid}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true });
    const again = await call('DELETE', `/v2/projects/${uuid}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ errors: ['Playlist not found'], message: 'Playlist not found' });
  });

  it('toggles a favourite, copies an album and deletes a folder without a body', async () => {
    const toggled = await call('POST', '/v1/albums/1/toggle');
    expect(toggled.statusCode).toBe(200);
    const copied = await call('POST', '/v1_rsm/projects/create_from_album?album_id=1');
    expect(copied.statusCode).toBe(201);
    const folder = await call('POST', '/v2/project_categories', JSON.stringify({ name: 'Emptied' }));
    const removed = await call('DELETE', `/v2/project_categories/${folder.json().project_category.id}`);
    expect(removed.statusCode).toBe(200);
  });

  it('still refuses a body that is not JSON', async () => {
    const response = await call('POST', '/v2/projects', '{"name": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [expect.any(String)], message: expect.any(String) });
  });

  it('answers 401 in one shape, downloads included', async () => {
    for (const url of ['/v1/customer', '/v2/projects', '/v2/tracks/1/download?file_format=file']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: JSON_TYPE });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        errors: ['You need to sign in or sign up before continuing.'],
        message: 'You need to sign in or sign up before continuing.',
      });
    }
  });

  it('names every invalid parameter with its own messages', async () => {
    const response = await call('GET', '/v1_rsm/albums?per=100000&page=0');
    expect(response.statusCode).toBe(422);
    const { errors, message } = response.json();
    expect(Object.keys(errors).sort()).toEqual(['full_messages', 'page', 'per']);
    expect(errors.per).toEqual([expect.stringMatching(/too big/i)]);
    expect(errors.full_messages).toContain(
      `Per ${errors.per[0].charAt(0).toLowerCase()}${errors.per[0].slice(1)}`,
    );
    expect(message).toBe(errors.full_messages[0]);
  });

  it("answers 422 with devise_token_auth's field errors", async () => {
    const body = JSON.stringify({ name: 'Twice', project_category_id: await firstFolderId() });
    await call('POST', '/v2/projects', body);
    const response = await call('POST', '/v2/projects', body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      errors: { name: ['has already been taken'], full_messages: ['Name has already been taken'] },
      message: 'Name has already been taken',
    });
  });

  it('answers unknown routes and failures in the same shape', async () => {
    const missing = await call('GET', '/v1_rsm/nothing-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors).toEqual([expect.stringContaining('not found')]);
  });

  it('documents both error bodies in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json();
    const deviseErrors = { $ref: '#/components/schemas/DeviseErrors' };
    expect(doc.paths['/v1_rsm/albums'].get.responses['422'].content['application/json'].schema).toEqual(
      deviseErrors,
    );
    expect(doc.paths['/v1/customer'].get.responses['401'].content['application/json'].schema).toEqual(
      deviseErrors,
    );
    const [list, fields] = doc.components.schemas.DeviseErrors.properties.errors.oneOf;
    expect(list.type).toBe('array');
    expect(fields.properties.full_messages.type).toBe('array');
    expect(doc.info.description).toContain('full_messages');
  });
});
