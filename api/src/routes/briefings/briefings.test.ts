import { briefingListResponseSchema } from '@rsm/shared/schemas';
import { setUpTestApp, signIn } from '../../../test/helper';
import { errorBody } from '../../../test/error-body';

describe('GET /v1_rsm/briefings', () => {
  const ctx = setUpTestApp();

  it('is 401 for a visitor', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/v1_rsm/briefings' })).statusCode).toBe(401);
  });

  it('is 403 for a customer who is not a composer', async () => {
    const headers = await signIn(ctx.app, 'customer@demo.test');
    const response = await ctx.app.inject({ method: 'GET', url: '/v1_rsm/briefings', headers });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(errorBody('Only composers can see briefings'));
  });

  it('lists briefings for a composer, open ones first', async () => {
    const headers = await signIn(ctx.app, 'composer@demo.test');
    const response = await ctx.app.inject({ method: 'GET', url: '/v1_rsm/briefings', headers });
    expect(response.statusCode).toBe(200);
    const { briefings, meta } = briefingListResponseSchema.parse(response.json());
    expect(meta.total_count).toBe(3);
    expect(briefings.map((briefing) => briefing.status)).toEqual(['open', 'open', 'closed']);
    expect(briefings[0]!.deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(briefings.reduce((sum, briefing) => sum + briefing.submissions_count, 0)).toBe(2);
  });
});
