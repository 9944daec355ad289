import { albumListResponseSchema } from '@rsm/shared/schemas';
import { setUpTestApp, signedInAs } from '../../../test/helper';
import { errorBody } from '../../../test/error-body';

describe('favourite albums', () => {
  const ctx = setUpTestApp();
  const customer = signedInAs(ctx, 'customer@demo.test');
  const composer = signedInAs(ctx, 'composer@demo.test');
  let albums: { id: number; uuid: string }[];
  beforeAll(async () => {
    albums = (await ctx.app.inject({ method: 'GET', url: '/v1_rsm/albums?per=3' })).json().albums;
  });

  const call = (method: 'GET' | 'POST', url: string, headers = customer) =>
    ctx.app.inject({ method, url, headers });
  const favourited = async (headers = customer) =>
    albumListResponseSchema.parse((await call('GET', '/v1/albums/favourited', headers)).json());

  it('needs a signed-in customer', async () => {
    expect((await call('GET', '/v1/albums/favourited', {})).statusCode).toBe(401);
    expect((await call('POST', `/v1/albums/${albums[0]!.id}/toggle`, {})).statusCode).toBe(401);
  });

  it('starts empty', async () => {
    expect((await favourited()).meta.total_count).toBe(0);
  });

  it('toggles an album in and out, by id or uuid, newest first', async () => {
    const [a, b] = albums;
    expect((await call('POST', `/v1/albums/${a!.id}/toggle`)).json()).toEqual({ favourited: true });
    expect((await call('POST', `/v1/albums/${b!.uuid}/toggle`)).json()).toEqual({ favourited: true });
    const list = await favourited();
    expect(list.albums.map((album) => album.id)).toEqual([b!.id, a!.id]);
    expect(list.meta.total_count).toBe(2);
    expect((await call('POST', `/v1/albums/${a!.uuid}/toggle`)).json()).toEqual({ favourited: false });
    expect((await favourited()).albums.map((album) => album.id)).toEqual([b!.id]);
  });

  it("keeps each customer's favourites apart", async () => {
    expect((await favourited(composer)).meta.total_count).toBe(0);
  });

  it('answers 404 for an unknown album and 422 for a bad id', async () => {
    expect((await call('POST', '/v1/albums/999999/toggle')).json()).toEqual(errorBody('Album not found'));
    expect((await call('POST', '/v1/albums/nope/toggle')).statusCode).toBe(422);
    expect((await call('GET', '/v1/albums/favourited?per=1000')).statusCode).toBe(422);
  });
});
