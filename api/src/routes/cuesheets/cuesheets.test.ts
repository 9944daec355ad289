import { setUpTestApp, signedInAs } from '../../../test/helper';
import { errorBody } from '../../../test/error-body';

describe('cue sheets', () => {
  const ctx = setUpTestApp();
  const customer = signedInAs(ctx, 'customer@demo.test');

  const get = (url: string, headers = customer) => ctx.app.inject({ method: 'GET', url, headers });
  const lines = (body: string) => body.replace(/^\uFEFF/, '').split('\r\n');

  it('lists every track of the album under a header row, CRLF-terminated', async () => {
    const response = await get('/v2/albums/1/cuesheet.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+ cuesheet\.csv"/);
    const { rows } = await ctx.db.pool.query('SELECT count(*)::int AS n FROM tracks WHERE album_id = 1');
    const all = lines(response.body);
    expect(all[0]).toBe('Track,Title,Version,Composers (shares),Publisher,ISRC,Length,BPM');
    expect(all.at(-1)).toBe('');
    expect(all).toHaveLength(rows[0].n + 2);
    expect(all[1]).toMatch(/^01,[^,]+,Full,[^,]+ \(\d+(\.\d+)?%\)[^,]*,[^,]+,BRRSM\d{7},\d+:\d{2},\d+$/);
    const events = await ctx.db.pool.query(
      "SELECT properties FROM ahoy_events WHERE name = 'download_cuesheet'",
    );
    expect(events.rows).toEqual([{ properties: { album_id: 1, track_id: null } }]);
  });

  it('quotes and defuses hostile names; track_id gives one line', async () => {
    await ctx.db.pool.query(`UPDATE tracks SET name = $1, version = $2 WHERE id = 1`, [
      '=HYPERLINK("http://evil"),x',
      '@cmd\nline',
    ]);
    const response = await get('/v2/albums/1/cuesheet.csv?track_id=1');
    const [, line, end] = lines(response.body);
    expect(line).toMatch(/^01,"'=HYPERLINK\(""http:\/\/evil""\),x","'@cmd\nline",/);
    expect(end).toBe('');
  });

  it('is 404 for an unknown album or a track of another album, 422 for a bad track_id', async () => {
    expect((await get('/v2/albums/999999/cuesheet.csv')).statusCode).toBe(404);
    const { rows } = await ctx.db.pool.query('SELECT id FROM tracks WHERE album_id <> 1 LIMIT 1');
    expect((await get(`/v2/albums/1/cuesheet.csv?track_id=${rows[0].id}`)).json()).toEqual(
      errorBody('Track not found'),
    );
    expect((await get('/v2/albums/1/cuesheet.csv?track_id=abc')).statusCode).toBe(422);
  });
});
