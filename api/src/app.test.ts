import { brotliDecompressSync } from 'node:zlib';
import { preflight, setUpTestApp, signIn, WEB_ORIGIN } from '../test/helper';

describe('app', () => {
  const ctx = setUpTestApp();

  it('reports health after checking the database', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/v1_rsm/albums',
        '/v1_rsm/albums/{id}',
        '/v2/auth/sign_in',
        '/media/tracks/{trackId}/{format}',
      ]),
    );
    const sort = doc.paths['/v1_rsm/albums'].get.parameters.find((p: { name: string }) => p.name === 'sort');
    expect(sort.schema.enum).toContain('release_date desc');
  });

  it('compresses JSON for clients that accept it, and leaves audio and its ranges as they are', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/v1_rsm/albums?per=48' });
    const compressed = await ctx.app.inject({
      method: 'GET',
      url: '/v1_rsm/albums?per=48',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(new Uint8Array(compressed.rawPayload)).toString())).toEqual(
      plain.json(),
    );
    const audio = await ctx.app.inject({
      method: 'GET',
      url: '/media/tracks/1/mp3',
      headers: { 'accept-encoding': 'br, gzip', range: 'bytes=100-199' },
    });
    expect(audio.statusCode).toBe(206);
    expect(audio.headers['content-encoding']).toBeUndefined();
    expect(audio.rawPayload.length).toBe(100);
  });

  it('lets browsers send and read the auth headers across origins', async () => {
    const asked = await preflight(ctx, '/v1/customer', 'GET', 'access-token,client,uid,expiry');
    expect(asked.statusCode).toBe(204);
    expect(asked.headers['access-control-allow-headers']).toEqual(expect.stringContaining('access-token'));
    const headers = { ...(await signIn(ctx.app, 'customer@demo.test')), origin: WEB_ORIGIN };
    const response = await ctx.app.inject({ method: 'GET', url: '/v1/customer', headers });
    const exposed = String(response.headers['access-control-expose-headers']);
    for (const name of ['access-token', 'client', 'uid', 'expiry', 'token-type', 'content-disposition'])
      expect(exposed).toContain(name);
  });

  it('lets browsers rename and delete across origins (PUT and DELETE preflights)', async () => {
    for (const method of ['PUT', 'DELETE']) {
      const asked = await preflight(ctx, '/v2/projects/some-uuid', method);
      expect(asked.statusCode).toBe(204);
      expect(String(asked.headers['access-control-allow-methods'])).toContain(method);
    }
  });

  it('answers unknown routes with 404 and a message', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/v1_rsm/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      errors: [expect.stringContaining('not found')],
      message: expect.stringContaining('not found'),
    });
  });

  it('hides unexpected failures behind a generic 500', async () => {
    const app = ctx.app;
    const original = app.repos.albums.list;
    app.repos.albums.list = async () => {
      throw new Error('connection reset: secret detail');
    };
    try {
      // A page no test asked for: an album page asked before is answered as it was sent.
      const response = await app.inject({ method: 'GET', url: '/v1_rsm/albums?per=7&page=3' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        errors: ['Internal Server Error'],
        message: 'Internal Server Error',
      });
    } finally {
      app.repos.albums.list = original;
    }
  });
});
