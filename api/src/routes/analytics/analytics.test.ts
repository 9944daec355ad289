import { setUpTestApp, signedInAs } from '../../../test/helper';
import { anyErrorBody } from '../../../test/error-body';

describe('analytics (ahoy)', () => {
  const ctx = setUpTestApp();
  const customer = signedInAs(ctx, 'customer@demo.test');

  const post = (url: string, payload: object | string, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/json', ...headers },
    });
  const tokens = { visit_token: 'visit-1', visitor_token: 'visitor-1' };
  const events = async () =>
    (
      await ctx.db.pool.query<{ name: string; customer_id: number | null; properties: object; time: Date }>(
        'SELECT name, customer_id, properties, time FROM ahoy_events ORDER BY id',
      )
    ).rows;

  it('records a visit once per visit token', async () => {
    const visit = { ...tokens, landing_page: 'http://web.test/albums', platform: 'Web', screen_width: 1280 };
    for (let i = 0; i < 2; i++) {
      const response = await post('/ahoy/visits', visit);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({});
    }
    const { rows } = await ctx.db.pool.query('SELECT landing_page, properties FROM ahoy_visits');
    expect(rows).toEqual([
      { landing_page: 'http://web.test/albums', properties: { platform: 'Web', screen_width: 1280 } },
    ]);
  });

  it('records events with the signed-in customer, once per event id', async () => {
    const time = 1_700_000_000.5;
    const batch = {
      ...tokens,
      events: [
        { id: 'e1', name: 'play_track', properties: { track_id: 1 }, time },
        { id: 'e2', name: 'search', properties: { q: 'rock' }, time },
      ],
    };
    expect((await post('/ahoy/events', batch, customer)).json()).toEqual({});
    await post('/ahoy/events', batch, customer);
    const rows = await events();
    expect(rows.map((row) => [row.name, row.properties])).toEqual([
      ['play_track', { track_id: 1 }],
      ['search', { q: 'rock' }],
    ]);
    expect(rows[0]!.customer_id).toEqual(expect.any(Number));
    expect(rows[0]!.time.getTime()).toBe(time * 1000);
  });

  it('rejects unknown event names and bodies off the schema with 422, broken JSON with 400, storing nothing', async () => {
    const before = (await events()).length;
    for (const body of [
      { ...tokens, events: [{ id: 'x', name: 'drop_tables', properties: {} }] },
      { events: [] },
      { ...tokens, events: 'nope' },
    ]) {
      const response = await post('/ahoy/events', body);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(anyErrorBody());
    }
    expect((await post('/ahoy/events', '{"broken')).statusCode).toBe(400);
    expect((await events()).length).toBe(before);
  });

  it('answers 413 for a body over 16 KB', async () => {
    const response = await post('/ahoy/events', {
      ...tokens,
      events: [{ name: 'page_view', properties: { blob: 'x'.repeat(17 * 1024) } }],
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(anyErrorBody());
  });
});
