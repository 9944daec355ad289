import { albumListResponseSchema, trackResponseSchema } from '@rsm/shared/schemas';
import { setUpTestApp } from '../../../test/helper';

describe("the site's first paint", () => {
  const ctx = setUpTestApp();
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it("preloads /albums' first covers in the head and draws them in the body", async () => {
    const newest = albumListResponseSchema.parse(
      (await get('/v1_rsm/albums?page=1&per=48&sort=release_date+desc')).json(),
    ).albums;
    const variants = newest[0]!.cover.variants!;
    const head = await get('/v2/site/first_paint/head?path=/albums');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.body).toMatch(/^<link rel="preload" as="image" type="image\/avif"/);
    expect(head.body).toContain(variants.replace('{width}.{format}', '160.avif 160w'));
    const body = await get('/v2/site/first_paint/body?path=/albums&page=1');
    expect(body.body).toContain('data-first-paint');
    expect(body.body.match(/<picture>/g)).toHaveLength(2);
  });

  it("draws a track page's cover, and nothing for a track that does not exist", async () => {
    const track = trackResponseSchema.parse((await get('/v1_rsm/tracks/1')).json()).track;
    const body = await get('/v2/site/first_paint/body?path=/tracks/1');
    expect(body.body).toContain('first-paint-cover');
    expect(body.body).toContain(track.album.cover.url!.replace(/&/g, '&amp;'));
    expect((await get('/v2/site/first_paint/body?path=/tracks/999999')).body).toBe('');
  });

  it('heads a search by words with the words, escaped, and draws nothing for other pages', async () => {
    const search = await get(
      '/v2/site/first_paint/body?path=/search&q%5Btext%5D%5B%5D=piano&q%5Btext%5D%5B%5D=%3Cb%3E',
    );
    expect(search.body).toContain('<h1>piano &lt;b&gt;</h1>');
    expect((await get('/v2/site/first_paint/head?path=/search&q%5Btext%5D%5B%5D=piano')).body).toBe('');
    expect((await get('/v2/site/first_paint/body?path=/playlists')).body).toBe('');
  });

  it('leads the home page with its first banner', async () => {
    const head = await get('/v2/site/first_paint/head?path=/');
    expect(head.statusCode).toBe(200);
    expect(head.body).toContain('<link rel="preload" as="image"');
    expect((await get('/v2/site/first_paint/body?path=/')).body).toContain('first-paint-hero');
  });

  it('refuses a part that is neither head nor body, and an address that is not a path', async () => {
    expect((await get('/v2/site/first_paint/footer?path=/albums')).statusCode).toBe(422);
    expect((await get('/v2/site/first_paint/body?path=albums')).statusCode).toBe(422);
    expect((await get('/v2/site/first_paint/body')).statusCode).toBe(422);
  });
});
