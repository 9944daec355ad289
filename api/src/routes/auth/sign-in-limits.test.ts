import { DEMO_PASSWORD, setUpTestApp } from '../../../test/helper';

const GATEWAY = '10.0.0.2';
const OFFICE = '203.0.113.7';
const RESET_URL = 'http://localhost:8090/new-password';

/**
 * Sign-in through the gateway (which appends the client's address to X-Forwarded-For), as a browser would. The limits'
 * clock stands still unless a test moves it: a wait never runs out while a busy machine is slow to send the next try.
 */
describe('sign-in limits behind the gateway', () => {
  let now = Date.now();
  const ctx = setUpTestApp({
    rateLimit: true,
    limitsClock: () => now,
    trustProxy: [GATEWAY],
    signInLimits: { accountFailures: 10, addressFailures: 50, windowMs: 15 * 60_000 },
  });
  beforeAll(async () => {
    // Thirty colleagues in one office, sharing the demo password's hash.
    await ctx.db.pool.query(
      `INSERT INTO customers (email, password_hash, first_name, confirmed_at)
       SELECT 'colleague' || n || '@office.test', c.password_hash, 'Colleague ' || n, now()
       FROM customers c, generate_series(1, 30) n WHERE c.email = 'customer@demo.test'`,
    );
  });

  const signIn = (
    email: string,
    password: string,
    client: string,
    via = GATEWAY,
    headers: Record<string, string> = {},
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: '/v2/auth/sign_in',
      remoteAddress: via,
      headers: { 'x-forwarded-for': client, ...headers },
      payload: { email, password },
    });
  const guessFrom = async (email: string, addresses: string[], each: number) => {
    for (const address of addresses)
      for (let i = 0; i < each; i += 1) await signIn(email, `guess-${i}`, address);
  };

  it('lets thirty people behind one address sign in while one of them mistypes', async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 30; n += 1) {
      if (n % 6 === 0)
        expect((await signIn('colleague1@office.test', 'wrong-pass', OFFICE)).statusCode).toBe(401);
      statuses.push((await signIn(`colleague${n}@office.test`, DEMO_PASSWORD, OFFICE)).statusCode);
    }
    expect(statuses).toEqual(Array(30).fill(200));
  });

  it('makes a guessed account wait at most a minute, whoever guessed and however often', async () => {
    const email = 'colleague2@office.test';
    // Guessers as fast as the account lets anyone: each wait sat out, every guess counted (10 free, then waits
    // doubling from a second: the cap is reached by the 17th).
    const waits: number[] = [];
    for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3'])
      for (let i = 0; i < 8; i += 1) {
        let answer = await signIn(email, `guess-${i}`, address);
        while (answer.statusCode === 429) {
          waits.push(Number(answer.headers['retry-after']));
          now += waits.at(-1)! * 1000;
          answer = await signIn(email, `guess-${i}`, address);
        }
        expect(answer.statusCode).toBe(401);
      }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60, 60, 60, 60, 60]);
    const right = await signIn(email, DEMO_PASSWORD, '198.51.100.4');
    expect(right.statusCode).toBe(429);
    expect(right.json().errors[0]).toBe('Too many failed sign-in attempts. Please try again in 60 seconds.');
    expect(Number(right.headers['retry-after'])).toBe(60);
    // A minute later the owner is in.
    now += 60_000;
    expect((await signIn(email, DEMO_PASSWORD, '198.51.100.4')).statusCode).toBe(200);
    // Only that account: the same addresses still sign others in.
    expect((await signIn('composer@demo.test', DEMO_PASSWORD, '198.51.100.1')).statusCode).toBe(200);
  });

  it('never holds back the address the owner signed in from before', async () => {
    const email = 'colleague3@office.test';
    expect((await signIn(email, DEMO_PASSWORD, OFFICE)).statusCode).toBe(200);
    await guessFrom(email, ['198.51.100.21', '198.51.100.22'], 20);
    expect((await signIn(email, DEMO_PASSWORD, '198.51.100.23')).statusCode).toBe(429);
    expect((await signIn(email, DEMO_PASSWORD, OFFICE)).statusCode).toBe(200);
  });

  it('never holds back a browser that signed in to the account before, from any address', async () => {
    const email = 'colleague4@office.test';
    const before = await signIn(email, DEMO_PASSWORD, OFFICE);
    const client = String(before.headers.client);
    await guessFrom(email, ['198.51.100.31', '198.51.100.32'], 20);
    // The owner's laptop, now on a hotel's network, still holding its client id.
    const hotel = '192.0.2.140';
    expect((await signIn(email, DEMO_PASSWORD, hotel)).statusCode).toBe(429);
    // A made-up client id is no key.
    expect((await signIn(email, DEMO_PASSWORD, hotel, GATEWAY, { client: 'made-up' })).statusCode).toBe(429);
    expect((await signIn(email, DEMO_PASSWORD, hotel, GATEWAY, { client })).statusCode).toBe(200);
  });

  it('lets the owner in at once after a completed password reset', async () => {
    const email = 'colleague5@office.test';
    await guessFrom(email, ['198.51.100.41', '198.51.100.42'], 20);
    expect((await signIn(email, DEMO_PASSWORD, '198.51.100.43')).statusCode).toBe(429);
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/v2/auth/password',
      remoteAddress: GATEWAY,
      headers: { 'x-forwarded-for': '198.51.100.43' },
      payload: { email, redirect_url: RESET_URL },
    });
    expect(asked.statusCode).toBe(200);
    let rows: { body: string }[] = [];
    // The email is queued after the answer.
    for (let wait = 0; wait < 50 && rows.length === 0; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      ({ rows } = await ctx.db.pool.query<{ body: string }>(
        'SELECT body FROM email_outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1',
        [email],
      ));
    }
    const token = new URL(/https?:\/\/\S+/.exec(rows[0]!.body)![0]).searchParams.get('reset_password_token')!;
    const reset = await ctx.app.inject({
      method: 'PUT',
      url: '/v2/auth/password',
      remoteAddress: GATEWAY,
      headers: { 'x-forwarded-for': '198.51.100.43' },
      payload: {
        password: 'a-fresh-password',
        password_confirmation: 'a-fresh-password',
        reset_password_token: token,
      },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(email, 'a-fresh-password', '198.51.100.44')).statusCode).toBe(200);
  });

  it('counts an address per account it got wrong: one person mistyping a hundred times locks nobody out', async () => {
    const shared = '203.0.113.80';
    for (let i = 0; i < 100; i += 1) await signIn('colleague6@office.test', `typo-${i}`, shared);
    expect((await signIn('colleague7@office.test', DEMO_PASSWORD, shared)).statusCode).toBe(200);
  });

  it('refuses further accounts to an address that tried many, but not the accounts signed in from it', async () => {
    const sprayer = '192.0.2.66';
    expect((await signIn('colleague8@office.test', DEMO_PASSWORD, sprayer)).statusCode).toBe(200);
    for (let i = 0; i < 50; i += 1) await signIn(`nobody${i}@spray.test`, 'guess', sprayer);
    expect((await signIn('blocked@demo.test', DEMO_PASSWORD, sprayer)).statusCode).toBe(429);
    expect((await signIn('blocked@demo.test', DEMO_PASSWORD, '192.0.2.67')).statusCode).toBe(200);
    expect((await signIn('colleague8@office.test', DEMO_PASSWORD, sprayer)).statusCode).toBe(200);
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
