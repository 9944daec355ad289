import { setUpTestApp, signedInAs } from '../../test/helper';

describe('security headers of the API', () => {
  const ctx = setUpTestApp();
  const customer = signedInAs(ctx, 'customer@demo.test');

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers: { ...headers, origin: 'http://localhost:8080' } });

  it('tells browsers not to sniff, not to frame and to keep the referrer to the origin', async () => {
    const response = await get('/v1_rsm/tracks/1');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    // The web apps on another origin play the API's audio.
    expect((await get('/media/tracks/1/mp3')).headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it("keeps a customer's JSON and a sign-in's token out of caches", async () => {
    expect((await get('/v2/project_categories', customer)).headers['cache-control']).toBe('no-store');
    const signInResponse = await ctx.app.inject({
      method: 'POST',
      url: '/v2/auth/sign_in',
      payload: { email: 'composer@demo.test', password: 'listen-to-the-music' },
    });
    expect(signInResponse.headers['cache-control']).toBe('no-store');
  });

  it('never allows the null origin', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/v1_rsm/tracks/1',
      headers: { origin: 'null' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect((await get('/v1_rsm/tracks/1')).headers['access-control-allow-origin']).toBe(
      'http://localhost:8080',
    );
  });
});
