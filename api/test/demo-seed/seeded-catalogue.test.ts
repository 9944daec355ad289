import { albumResponseSchema, trackResponseSchema } from '@rsm/shared/schemas';
import { getInLanguage, setUpTestApp } from '../helper';

describe('the seeded catalogue as the API serves it', () => {
  const ctx = setUpTestApp();
  const get = getInLanguage(ctx);

  it('describes a track in the request language', async () => {
    const en = trackResponseSchema.parse((await get('/v1_rsm/tracks/1')).json()).track;
    const pt = trackResponseSchema.parse((await get('/v1_rsm/tracks/1', 'PTRSM')).json()).track;
    expect(en.description).toMatch(/ cue with .+, for .+\.$/);
    expect(pt.description).toMatch(/^Faixa .+ com .+, para .+\.$/);
  });

  it('describes an album in the request language, with its theme as its genres', async () => {
    const en = albumResponseSchema.parse((await get('/v1_rsm/albums/1')).json()).album;
    const pt = albumResponseSchema.parse((await get('/v1_rsm/albums/1', 'PTRSM')).json()).album;
    expect(en.name).toBe('Corporate Optimism Vol. 1');
    expect(en.genres.map((genre) => genre.name).sort()).toEqual(['Electronic', 'Pop']);
    expect(pt.genres.map((genre) => genre.name).sort()).toEqual(['Eletrônica', 'Pop']);
    expect(en.description).toMatch(/^A pop and electronic album for .+, from .+\.$/);
    expect(pt.description).toMatch(/^Um álbum de pop e música eletrônica para .+, do catálogo .+\.$/);
  });
});
