import { buildTestApp, DEMO_PASSWORD, type TestContext } from '../../../test/helper';

const GATEWAY = '10.0.0.2';
const OFFICE = '203.0.113.7';

/** Sign-in through the gateway (which appends the client's address to X-Forwarded-For), as a browser would. */
describe('sign-in limits behind the gateway', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({
      rateLimit: true,
      trustProxy: [GATEWAY],
      signInLimits: { accountFailures: 10, addressFailures: 50, windowMs: 15 * 60_000 },
    });
    // Thirty colleagues in one office, sharing the demo password's hash.
    await ctx.db.pool.query(
      `INSERT INTO customers (email, password_hash, first_name, confirmed_at)
       SELECT 'colleague' || n || '@office.test', c.password_hash, 'Colleague ' || n, now()
       FROM customers c, generate_series(1, 30) n WHERE c.email = 'customer@demo.test'`,
    );
  });
  afterAll(() => ctx.close());

  const signIn = (email: string, password: string, client: string, via = GATEWAY) =>
    ctx.app.inject({
      method: 'POST',
      url: '/v2/auth/sign_in',
      remoteAddress: via,
      headers: { 'x-forwarded-for': client },
      payload: { email, password },
    });

  it('lets thirty people behind one address sign in while one of them mistypes', async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 30; n += 1) {
      if (n % 6 === 0)
        expect((await signIn('colleague1@office.test', 'wrong-pass', OFFICE)).statusCode).toBe(401);
      statuses.push((await signIn(`colleague${n}@office.test`, DEMO_PASSWORD, OFFICE)).statusCode);
    }
    expect(statuses).toEqual(Array(30).fill(200));
  });

  it("locks an account's sign-ins after 30 wrong passwords from 3 addresses, even for the right one", async () => {
    const email = 'customer@demo.test';
    for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3'])
      for (let i = 0; i < 10; i += 1) await signIn(email, `guess-${i}`, address);
    const right = await signIn(email, DEMO_PASSWORD, '198.51.100.4');
    expect(right.statusCode).toBe(429);
    expect(right.json().errors[0]).toMatch(
      /^Too many failed sign-in attempts\. Please try again in \d+ minutes\.$/,
    );
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(60);
    // Only that account: the same addresses still sign others in.
    expect((await signIn('composer@demo.test', DEMO_PASSWORD, '198.51.100.1')).statusCode).toBe(200);
  });

  it('refuses an address that tries many accounts, and no other address', async () => {
    for (let i = 0; i < 50; i += 1) await signIn(`nobody${i}@spray.test`, 'guess', '192.0.2.66');
    expect((await signIn('blocked@demo.test', DEMO_PASSWORD, '192.0.2.66')).statusCode).toBe(429);
    expect((await signIn('blocked@demo.test', DEMO_PASSWORD, '192.0.2.67')).statusCode).toBe(200);
  });

  it('believes X-Forwarded-For only from the gateway', async () => {
    // Straight to the API with a forged header: counted against the socket's address, which then is refused.
    for (let i = 0; i < 50; i += 1)
      await signIn(`nobody${i}@forged.test`, 'guess', `192.0.2.${i}`, '192.0.2.200');
    expect((await signIn('fake@demo.test', DEMO_PASSWORD, '192.0.2.250', '192.0.2.200')).statusCode).toBe(
      429,
    );
    // Those forged addresses were never counted: one of them, through the gateway, signs in.
    expect((await signIn('fake@demo.test', DEMO_PASSWORD, '192.0.2.1')).statusCode).toBe(200);
  });
});
