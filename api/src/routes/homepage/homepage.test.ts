import {
  albumListResponseSchema,
  bannerListResponseSchema,
  lastReleasesResponseSchema,
  trustedByListResponseSchema,
} from '@rsm/shared/schemas';
import { getInLanguage, setUpTestApp } from '../../../test/helper';

describe('homepage', () => {
  const ctx = setUpTestApp();
  const get = getInLanguage(ctx);
  const stayTuned = (payload: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/v2/homepage/stay_tuned', payload: payload as object });

  it('lists banners whose generated images are served', async () => {
    const banners = bannerListResponseSchema.parse((await get('/v2/homepage/banners')).json()).banners;
    expect(banners.length).toBeGreaterThan(0);
    const url = new URL(banners[0]!.image.url!);
    const image = await get(url.pathname);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    const pt = bannerListResponseSchema.parse((await get('/v2/homepage/banners', 'PTRSM')).json()).banners;
    expect(pt[0]!.title).not.toBe(banners[0]!.title);
  });

  it('lists trusted-by logos whose images are served', async () => {
    const logos = trustedByListResponseSchema.parse(
      (await get('/v2/homepage/trusted_bies')).json(),
    ).trusted_bies;
    expect(logos.length).toBeGreaterThan(0);
    expect((await get(new URL(logos[0]!.logo.url!).pathname)).statusCode).toBe(200);
  });

  it('answers an unknown image with 404 and a bad id with 422', async () => {
    expect((await get('/media/banners/99999/image.svg')).statusCode).toBe(404);
    expect((await get('/media/banners/abc/image.svg')).statusCode).toBe(422);
  });

  it('lists the newest releases in the album shape', async () => {
    const { albums } = lastReleasesResponseSchema.parse((await get('/v2/homepage/last_releases')).json());
    const expected = albumListResponseSchema.parse((await get('/v1_rsm/albums?per=12')).json()).albums;
    expect(albums.length).toBeLessThanOrEqual(12);
    expect(albums.map((album) => album.id)).toEqual(expected.map((album) => album.id));
  });

  it('subscribes an address once', async () => {
    const created = await stayTuned({ stay_tuned_user: { email: 'fan@music.test' } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ stay_tuned_user: { email: 'fan@music.test' } });
    const duplicate = await stayTuned({ stay_tuned_user: { email: 'FAN@music.test' } });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json()).toEqual({
      errors: { email: ['has already been taken'], full_messages: ['Email has already been taken'] },
    });
  });

  it('refuses an invalid address and a body off the schema with 422', async () => {
    const invalid = await stayTuned({ stay_tuned_user: { email: 'not-an-email' } });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toEqual({
      errors: { email: ['is invalid'], full_messages: ['Email is invalid'] },
    });
    const malformed = await stayTuned({ email: 'fan@music.test' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().message).toEqual(expect.any(String));
  });
});
