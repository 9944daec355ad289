import { setUpTestApp, signedInAs } from '../../../test/helper';

describe('composer area lists', () => {
  const ctx = setUpTestApp();
  const composer = signedInAs(ctx, 'composer@demo.test');
  const customer = signedInAs(ctx, 'customer@demo.test');
  const get = (url: string, headers = composer) => ctx.app.inject({ method: 'GET', url, headers });
  const ownComposerNames = async () =>
    (
      await ctx.db.pool.query<{ id: number; uuid: string; last_name: string }>(
        `SELECT c.id, c.uuid, c.last_name FROM composers c JOIN customers cu ON cu.id = c.customer_id
         WHERE cu.email = 'composer@demo.test' ORDER BY c.id`,
      )
    ).rows;

  it('lists the tracks submitted to briefs at composer_tracks, not as a briefing id', async () => {
    const all = await get('/v1_rsm/briefings/composer_tracks');
    expect(all.statusCode).toBe(200);
    const { tracks, meta } = all.json();
    expect(meta.total_count).toBe(tracks.length);
    const own = await get('/v1_rsm/customers/tracks');
    expect(tracks).toEqual(own.json().tracks);
    if (tracks.length > 0) {
      const briefingId = tracks[0].briefing_id as number;
      const one = (await get(`/v1_rsm/briefings/composer_tracks?briefing_id=${briefingId}`)).json();
      expect(one.tracks.every((track: { briefing_id: number }) => track.briefing_id === briefingId)).toBe(
        true,
      );
    }
    expect((await get('/v1_rsm/briefings/composer_tracks', customer)).statusCode).toBe(403);
  });

  it('finds composer accounts by name with their composer names, never their email', async () => {
    const [name] = await ownComposerNames();
    const response = await get(`/v1_rsm/customers/search?q=${encodeURIComponent(name!.last_name)}`);
    expect(response.statusCode).toBe(200);
    const { customers } = response.json();
    const found = customers.flatMap((account: { composers: { uuid: string }[] }) => account.composers);
    expect(found.map((composerName: { uuid: string }) => composerName.uuid)).toContain(name!.uuid);
    expect(JSON.stringify(customers)).not.toContain('@');
    expect((await get('/v1_rsm/customers/search?q=a')).statusCode).toBe(422);
  });

  it('serves released and upcoming tracks, narrowed by one of the account’s composer names', async () => {
    const released = await get('/v1/tracks/customer_tracks_released');
    expect(released.statusCode).toBe(200);
    const upcoming = await get('/v1/tracks/customer_tracks_upcoming');
    expect(upcoming.statusCode).toBe(200);
    const releasedIds = released.json().tracks.map((track: { id: number }) => track.id);
    for (const track of upcoming.json().tracks) expect(releasedIds).not.toContain(track.id);
    const names = await ownComposerNames();
    const counts = await Promise.all(
      names.map(
        async ({ uuid }) => (await get(`/v1/tracks/customer_tracks_released?uuid=${uuid}`)).json().meta,
      ),
    );
    for (const meta of counts) expect(meta.total_count).toBeLessThanOrEqual(released.json().meta.total_count);
    const { rows } = await ctx.db.pool.query<{ uuid: string }>(
      'SELECT uuid FROM composers WHERE customer_id IS NULL LIMIT 1',
    );
    const theirs = await get(`/v1/tracks/customer_tracks_released?uuid=${rows[0]!.uuid}`);
    expect(theirs.statusCode).toBe(404);
  });
});
