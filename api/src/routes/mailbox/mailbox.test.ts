import type { FastifyInstance } from 'fastify';
import { buildAppOn, setUpTestApp } from '../../../test/helper';

describe('dev mailbox', () => {
  const ctx = setUpTestApp();
  let withMailbox: FastifyInstance;
  beforeAll(async () => {
    withMailbox = await buildAppOn(ctx.db.pool, { mailbox: true });
  });
  afterAll(() => withMailbox.close());

  it('lists the newest emails with escaped bodies and clickable links', async () => {
    await ctx.db.pool.query(
      `INSERT INTO email_outbox (to_address, subject, body) VALUES ('a@b.test', 'Hello <b>', $1)`,
      ['Open http://localhost:8080/x?y=1&z=2 now <script>'],
    );
    const response = await withMailbox.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('Hello &lt;b&gt;');
    expect(response.body).toContain('<a href="http://localhost:8080/x?y=1&amp;z=2">');
    expect(response.body).not.toContain('<script>');
    expect(response.body).toContain('a@b.test');
  });

  it('is not served unless enabled', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
  });
});
