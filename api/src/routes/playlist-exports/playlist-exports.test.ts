import { PDFDocument } from 'pdf-lib';
import { setUpTestApp, signedInAs } from '../../../test/helper';
import { shareByEmail } from '../../../test/playlist-sharing';

describe('playlist exports', () => {
  const ctx = setUpTestApp();
  const customer = signedInAs(ctx, 'customer@demo.test');
  const composer = signedInAs(ctx, 'composer@demo.test');
  let mine: { id: number; uuid: string; name: string };
  let curatedId: number;
  beforeAll(async () => {
    mine = (await get('/v1_rsm/projects?per=50')).json().projects[0];
    curatedId = (await get('/v1_rsm/playlists', {})).json().playlists[0].id;
  });

  function get(url: string, headers: Record<string, string> = customer) {
    return ctx.app.inject({ method: 'GET', url, headers });
  }
  /** Track names of a playlist in playlist order, from the database. */
  const namesOf = async (table: 'project_tracks' | 'curated_playlist_tracks', column: string, id: number) =>
    (
      await ctx.db.pool.query<{ name: string }>(
        `SELECT t.name FROM ${table} x JOIN tracks t ON t.id = x.track_id WHERE x.${column} = $1
         ORDER BY x.position, x.track_id`,
        [id],
      )
    ).rows.map((row) => row.name);
  const csvRows = (body: string) => {
    expect(body.startsWith('\uFEFF')).toBe(true);
    expect(body.endsWith('\r\n')).toBe(true);
    return body.slice(1, -2).split('\r\n');
  };
  const shareToken = async () => (await shareByEmail(ctx, customer, mine.uuid, 'someone@example.com')).token;

  it("exports the owner's playlist as CSV: header, one row per track in order, file name", async () => {
    const response = await get(`/v2/projects/${mine.uuid}.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(`filename="${mine.name}.csv"`);
    const lines = csvRows(response.body);
    expect(lines[0]).toBe('#,Title,Version,Album,Composers,BPM,Length');
    const names = await namesOf('project_tracks', 'project_id', mine.id);
    expect(names.length).toBeGreaterThan(0);
    expect(lines).toHaveLength(names.length + 1);
    lines.slice(1).forEach((line, i) => expect(line.startsWith(`${i + 1},`)).toBe(true));
    expect(lines[1]).toMatch(/,\d+:\d\d$/);
  });

  it('escapes formulas and quotes in CSV cells', async () => {
    const { rows } = await ctx.db.pool.query<{ track_id: number }>(
      'SELECT track_id FROM project_tracks WHERE project_id = $1 ORDER BY position, track_id LIMIT 1',
      [mine.id],
    );
    const trackId = rows[0]!.track_id;
    const before = await ctx.db.pool.query<{ name: string }>('SELECT name FROM tracks WHERE id = $1', [
      trackId,
    ]);
    await ctx.db.pool.query(`UPDATE tracks SET name = '=HYPERLINK("x"), 1' WHERE id = $1`, [trackId]);
    try {
      const lines = csvRows((await get(`/v2/projects/${mine.uuid}.csv`)).body);
      expect(lines[1]).toContain(`,"'=HYPERLINK(""x""), 1",`);
    } finally {
      await ctx.db.pool.query('UPDATE tracks SET name = $2 WHERE id = $1', [trackId, before.rows[0]!.name]);
    }
  });

  it('exports a real PDF that pdf-lib parses, titled with the playlist name', async () => {
    const response = await get(`/v2/projects/${mine.uuid}.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`filename="${mine.name}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(new Uint8Array(response.rawPayload));
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdf.getTitle()).toBe(mine.name);
  });

  it("answers 404 for another customer's playlist and 401 for a visitor without a token", async () => {
    for (const format of ['csv', 'pdf']) {
      expect((await get(`/v2/projects/${mine.uuid}.${format}`, composer)).statusCode).toBe(404);
      expect((await get(`/v2/projects/${mine.uuid}.${format}`, {})).statusCode).toBe(401);
    }
    expect((await get(`/v2/projects/${mine.uuid}.xls`)).statusCode).toBe(422);
    expect((await get('/v2/projects/not-a-uuid.csv')).statusCode).toBe(422);
  });

  it('opens a shared playlist with its share token, without signing in', async () => {
    const token = await shareToken();
    const csv = await get(`/v2/projects/${mine.uuid}.csv?token=${token}`, {});
    expect(csv.statusCode).toBe(200);
    const names = await namesOf('project_tracks', 'project_id', mine.id);
    expect(csvRows(csv.body)).toHaveLength(names.length + 1);
    expect((await get(`/v2/projects/${mine.uuid}.pdf?token=${token}`, composer)).statusCode).toBe(200);
    expect((await get(`/v2/projects/${mine.uuid}.csv?token=nope`, {})).statusCode).toBe(404);
    // The token opens its own playlist only.
    const other = (await get('/v1_rsm/projects?per=50')).json().projects[1];
    expect((await get(`/v2/projects/${other.uuid}.csv?token=${token}`, {})).statusCode).toBe(404);
  });

  it('exports curated playlists publicly, in the request language', async () => {
    const csv = await get(`/v2/playlists/${curatedId}.csv`, { 'accept-language': 'PTRSM' });
    expect(csv.statusCode).toBe(200);
    const lines = csvRows(csv.body);
    expect(lines[0]).toBe('#,Título,Versão,Álbum,Compositores,BPM,Duração');
    expect(lines).toHaveLength(
      (await namesOf('curated_playlist_tracks', 'curated_playlist_id', curatedId)).length + 1,
    );
    const pdf = await get(`/v2/playlists/${curatedId}.pdf`, {});
    expect(pdf.statusCode).toBe(200);
    await expect(PDFDocument.load(new Uint8Array(pdf.rawPayload))).resolves.toBeDefined();
    expect((await get('/v2/playlists/999999.csv', {})).statusCode).toBe(404);
  });
});
