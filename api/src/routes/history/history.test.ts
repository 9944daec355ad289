import { historyListResponseSchema, historyRecordResponseSchema } from '@rsm/shared/schemas';
import { setUpTestApp, signedInAs } from '../../../test/helper';
import { errorBody } from '../../../test/error-body';

describe('history', () => {
  const ctx = setUpTestApp();
  const customer = signedInAs(ctx, 'customer@demo.test');
  const composer = signedInAs(ctx, 'composer@demo.test');

  const play = (trackId: unknown, headers = customer) =>
    ctx.app.inject({
      method: 'POST',
      url: '/v1_rsm/customers/history',
      headers,
      payload: { track_id: trackId },
    });
  const list = (query = '', headers = customer) =>
    ctx.app.inject({ method: 'GET', url: `/v1_rsm/customers/history${query}`, headers });

  it('needs a signed-in customer', async () => {
    expect((await play(1, {})).statusCode).toBe(401);
    expect((await list('', {})).statusCode).toBe(401);
  });

  it('records plays and lists them newest first with their tracks', async () => {
    const first = await play(1);
    expect(first.statusCode).toBe(201);
    expect(historyRecordResponseSchema.parse(first.json()).history).toMatchObject({
      track_id: 1,
      kind: 'play',
    });
    await play(2);
    await ctx.db.pool.query(
      `INSERT INTO customer_history (customer_id, track_id, kind)
       SELECT id, 3, 'download' FROM customers WHERE email = 'customer@demo.test'`,
    );
    const all = historyListResponseSchema.parse((await list()).json());
    expect(all.history.map((entry) => [entry.track.id, entry.kind])).toEqual([
      [3, 'download'],
      [2, 'play'],
      [1, 'play'],
    ]);
    const plays = historyListResponseSchema.parse((await list('?kind=play&per=1')).json());
    expect(plays.history.map((entry) => entry.track.id)).toEqual([2]);
    expect(plays.meta).toMatchObject({ total_count: 2, total_pages: 2, next: 2 });
  });

  it("keeps each customer's history apart", async () => {
    expect(historyListResponseSchema.parse((await list('', composer)).json()).meta.total_count).toBe(0);
  });

  it('answers 404 for an unknown track and 422 for bad input', async () => {
    expect((await play(999999)).json()).toEqual(errorBody('Track not found'));
    for (const bad of ['1', null, 0, 99999999999]) expect((await play(bad)).statusCode).toBe(422);
    expect((await list('?kind=stream')).statusCode).toBe(422);
  });
});
