import { z } from 'zod';
import { setUpTestApp, signedInAs } from '../../test/helper';
import { coerceFormValue } from './form-body';

const FORM = { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' };

describe('form-encoded bodies, as jQuery clients and Rails forms send them', () => {
  const ctx = setUpTestApp();
  const customer = signedInAs(ctx, 'customer@demo.test');
  const form = (method: 'POST' | 'PUT', url: string, payload: string, headers = {}) =>
    ctx.app.inject({ method, url, headers: { ...FORM, ...headers }, payload });

  it('signs in with a form body, as j-toker sends it', async () => {
    const response = await form(
      'POST',
      '/v2/auth/sign_in',
      'email=customer%40demo.test&password=listen-to-the-music&config_name=default',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.email).toBe('customer@demo.test');
    expect(response.headers['access-token']).toEqual(expect.any(String));
  });

  it("signs in with Rails' user[...] nesting", async () => {
    const body = 'user%5Bemail%5D=customer%40demo.test&user%5Bpassword%5D=listen-to-the-music';
    const response = await form('POST', '/v2/auth/sign_in', body);
    expect(response.statusCode).toBe(200);
  });

  it('converts numbers and lists where the route expects them, and keeps text as text', async () => {
    const folders = await ctx.app.inject({ url: '/v1_rsm/project_categories?per=100', headers: customer });
    const folderId = folders.json().project_categories[0].id as number;
    const created = await form('POST', '/v2/projects', `name=123&project_category_id=${folderId}`, customer);
    expect(created.statusCode).toBe(201);
    expect(created.json().project).toMatchObject({ name: '123', project_category_id: folderId });
    const uuid = created.json().project.uuid as string;
    const added = await form('POST', `/v2/projects/${uuid}/tracks`, 'id=1', customer);
    expect(added.statusCode).toBe(201);
  });

  it('answers a form that breaks the schema with the JSON 422 a JSON body gets', async () => {
    const response = await form('POST', '/v2/auth/sign_in', 'email=not-an-address&password=x');
    expect(response.statusCode).toBe(422);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json().errors.email).toEqual([expect.any(String)]);
  });
});

describe('coerceFormValue', () => {
  const schema = z.object({
    id: z.number(),
    confirmed: z.boolean(),
    emails: z.array(z.string()),
    country: z.nullable(z.string()),
    password: z.string(),
    nested: z.optional(z.object({ per: z.number() })),
  });

  it('follows the schema: numbers, booleans, one value for a list, empty for null', () => {
    const form = {
      id: '7',
      confirmed: 'true',
      emails: 'a@b.test',
      country: '',
      password: '123',
      nested: { per: '2' },
    };
    expect(coerceFormValue(schema, form)).toEqual({
      id: 7,
      confirmed: true,
      emails: ['a@b.test'],
      country: null,
      password: '123',
      nested: { per: 2 },
    });
  });

  it('leaves what does not convert for the schema to refuse', () => {
    expect(coerceFormValue(schema, { id: 'seven', confirmed: 'maybe' })).toEqual({
      id: 'seven',
      confirmed: 'maybe',
    });
  });
});
