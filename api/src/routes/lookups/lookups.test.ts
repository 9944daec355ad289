import {
  albumListResponseSchema,
  composerListResponseSchema,
  keywordListResponseSchema,
  labelSchema,
  taxonSchema,
} from '@rsm/shared/schemas';
import { z } from 'zod';
import { getInLanguage, setUpTestApp } from '../../../test/helper';
import { errorBody } from '../../../test/error-body';

describe('lookups', () => {
  const ctx = setUpTestApp();
  const get = getInLanguage(ctx);

  it('lists each taxonomy keyed by its plural name, in the request language', async () => {
    for (const table of ['genres', 'moods', 'tempos', 'instrumentations', 'topics', 'countries']) {
      const response = await get(`/v1/${table}`);
      expect(response.statusCode).toBe(200);
      const list = z.array(taxonSchema).min(1).parse(response.json()[table]);
      const names = list.map((entry) => entry.name);
      expect(names).toEqual([...names].sort());
    }
    const pt = (await get('/v1/countries', 'PTRSM')).json().countries;
    expect(pt.map((country: { name: string }) => country.name)).toContain('Brasil');
  });

  it('searches composers and keywords by part of the name, 10 a page', async () => {
    const all = composerListResponseSchema.parse((await get('/v2/composers')).json());
    expect(all.meta.per_page).toBe(10);
    const someone = all.composers[0]!;
    const found = composerListResponseSchema.parse(
      (await get(`/v2/composers?q=${encodeURIComponent(someone.last_name.slice(1).toUpperCase())}`)).json(),
    );
    expect(found.composers.map((composer) => composer.id)).toContain(someone.id);
    const keywords = keywordListResponseSchema.parse((await get('/v2/keywords?per=3&page=2')).json());
    expect(keywords.keywords).toHaveLength(3);
    expect(keywords.meta.current_page).toBe(2);
    expect((await get('/v2/keywords?q=%25%25')).json().meta.total_count).toBe(0);
    expect((await get('/v2/composers?per=0')).statusCode).toBe(422);
  });

  it('lists labels, opens one and pages its albums', async () => {
    const labels = z.array(labelSchema).parse((await get('/v1/labels')).json().labels);
    const label = labels.find((entry) => (entry.albums_count ?? 0) > 0)!;
    expect((await get(`/v1/labels/${label.id}`)).json().label).toEqual(label);
    const albums = albumListResponseSchema.parse((await get(`/v2/labels/${label.id}/albums?per=1`)).json());
    expect(albums.meta.total_count).toBe(label.albums_count);
    expect(albums.albums[0]!.label!.id).toBe(label.id);
    expect((await get('/v1/labels/999999')).json()).toEqual(errorBody('Label not found'));
    expect((await get('/v2/labels/999999/albums')).statusCode).toBe(404);
    expect((await get('/v1/labels/x')).statusCode).toBe(422);
  });

  it('suggests up to eight similar albums sharing genres or moods, never the album itself', async () => {
    const album = (await get('/v1_rsm/albums?per=1')).json().albums[0];
    const response = await get(`/v2/albums/${album.uuid}/similar`);
    const { albums } = z.object({ albums: albumListResponseSchema.shape.albums }).parse(response.json());
    expect(albums.length).toBeGreaterThan(0);
    expect(albums.length).toBeLessThanOrEqual(8);
    const shared = new Set([...album.genres, ...album.moods].map((taxon: { id: number }) => taxon.id));
    for (const other of albums) {
      expect(other.id).not.toBe(album.id);
      expect([...other.genres, ...other.moods].some((taxon) => shared.has(taxon.id))).toBe(true);
    }
    expect((await get('/v2/albums/999999/similar')).statusCode).toBe(404);
  });
});
