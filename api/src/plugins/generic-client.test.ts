import { preflight, setUpTestApp, signedInAs, WEB_ORIGIN } from '../../test/helper';
import { routePattern } from './method-not-allowed';

/** What an HTTP client written for any devise_token_auth server relies on, beyond the routes themselves. */
describe('HTTP a generic client relies on', () => {
  const ctx = setUpTestApp();
  const customer = signedInAs(ctx, 'customer@demo.test');

  it('answers a wrong method on a known path 405 with Allow, and an unknown path 404', async () => {
    const wrong = await ctx.app.inject({ method: 'DELETE', url: '/v1_rsm/albums?page=1' });
    expect(wrong.statusCode).toBe(405);
    expect(wrong.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(wrong.json().errors).toEqual([expect.stringContaining('DELETE is not allowed')]);
    const withParam = await ctx.app.inject({ method: 'PATCH', url: '/v2/projects/some-uuid' });
    expect(withParam.statusCode).toBe(405);
    expect(String(withParam.headers.allow).split(', ')).toEqual(expect.arrayContaining(['PUT', 'DELETE']));
    const unknown = await ctx.app.inject({ method: 'GET', url: '/v1_rsm/nothing-here' });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers a catalogue read again 304 while it has not changed, per language', async () => {
    const url = '/v1_rsm/albums?page=1&per=3';
    const first = await ctx.app.inject({ url, headers: { 'accept-language': 'ENRSM' } });
    expect(first.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(String(first.headers.vary)).toMatch(/Accept-Language/i);
    const again = await ctx.app.inject({
      url,
      headers: { 'accept-language': 'ENRSM', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const portuguese = await ctx.app.inject({
      url,
      headers: { 'accept-language': 'PTRSM', 'if-none-match': String(first.headers.etag) },
    });
    expect(portuguese.statusCode).toBe(200);
    expect(portuguese.headers.etag).not.toBe(first.headers.etag);
  });

  it('answers a path with a trailing slash as the path without it', async () => {
    const plain = await ctx.app.inject({ url: '/v1_rsm/albums?page=1&per=2' });
    const slashed = await ctx.app.inject({ url: '/v1_rsm/albums/?page=1&per=2' });
    expect(slashed.statusCode).toBe(200);
    expect(slashed.json()).toEqual(plain.json());
  });

  it('lets a browser send any header it asks for, exposes the auth headers and caches the preflight', async () => {
    const asked = await preflight(
      ctx,
      '/v2/auth/validate_token',
      'GET',
      'access-token,client,uid,expiry,token-type,if-modified-since,x-requested-with',
    );
    expect(asked.statusCode).toBe(204);
    expect(asked.headers['access-control-allow-headers']).toContain('if-modified-since');
    expect(asked.headers['access-control-allow-headers']).toContain('x-requested-with');
    expect(asked.headers['access-control-max-age']).toBe('7200');
    const answer = await ctx.app.inject({ url: '/v1_rsm/albums?page=1', headers: { origin: WEB_ORIGIN } });
    const exposed = String(answer.headers['access-control-expose-headers']).split(/,\s*/);
    expect(exposed).toEqual(
      expect.arrayContaining(['access-token', 'client', 'uid', 'expiry', 'token-type']),
    );
  });

  it('validates a token sent as query parameters, as redux-token-auth checks a stored session', async () => {
    const query = new URLSearchParams({
      'access-token': customer['access-token']!,
      client: customer.client!,
      uid: customer.uid!,
    });
    const valid = await ctx.app.inject({ url: `/v2/auth/validate_token?${query}` });
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toMatchObject({ success: true, data: { email: 'customer@demo.test' } });
    expect(valid.headers['access-token']).toBe(customer['access-token']);
    query.set('access-token', 'stale');
    const stale = await ctx.app.inject({ url: `/v2/auth/validate_token?${query}` });
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ success: false, errors: ['Invalid login credentials'] });
  });

  it('takes the token from the query on validate_token only', async () => {
    const query = new URLSearchParams({
      'access-token': customer['access-token']!,
      client: customer.client!,
      uid: customer.uid!,
    });
    const elsewhere = await ctx.app.inject({ url: `/v2/projects?${query}` });
    expect(elsewhere.statusCode).toBe(401);
  });
});

describe('routePattern', () => {
  it('matches one segment per parameter, with or without its own expression', () => {
    expect(routePattern('/v2/projects/:uuid/tracks').test('/v2/projects/ab-12/tracks/')).toBe(true);
    expect(routePattern('/v2/projects/:uuid/tracks').test('/v2/projects/a/b/tracks')).toBe(false);
    expect(routePattern('/v1/tracks/:id(^\\d+$)').test('/v1/tracks/12')).toBe(true);
    expect(routePattern('/v1/tracks/:id(^\\d+$)').test('/v1/tracks/x')).toBe(false);
    expect(routePattern('/docs/*').test('/docs/static/a.js')).toBe(true);
  });
});
