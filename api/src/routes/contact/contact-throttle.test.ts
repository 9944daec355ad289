import { setUpTestApp } from '../../../test/helper';

describe('music consultations from one address', () => {
  const ctx = setUpTestApp({ rateLimit: true });

  const consult = (address: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/v1/music_consultations',
      remoteAddress: address,
      payload: {
        music_consultation: { name: 'Rita', email: 'rita@agency.test', message: 'Music for a bakery spot.' },
      },
    });
  const staffEmails = async () =>
    (await ctx.db.pool.query("SELECT 1 FROM email_outbox WHERE to_address = 'music@rsm.test'")).rowCount;

  it('sends the staff a few requests, then answers 429 without another email', async () => {
    const before = await staffEmails();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await consult('198.51.100.9')).statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    expect(await staffEmails()).toBe(before! + 5);
    expect((await consult('198.51.100.10')).statusCode).toBe(201);
  });
});
