import { buildTestApp, signIn, type TestContext } from '../helper';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Operation {
  method: Method;
  path: string;
  /** Body property names of the JSON body schema, if any. */
  bodyKeys: string[];
}

// Routes that would end the test's own session or account.
const SKIPPED = new Set(['DELETE /v2/auth/sign_out', 'DELETE /v2/auth']);

const PARAM_VALUES = [
  'abc',
  '-1',
  '0',
  '1.5',
  '99999999999999999999',
  "1' OR '1'='1",
  '1;DROP TABLE tracks',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  '00000000-0000-0000-0000-00000000000g',
];

const QUERIES = [
  'per=-1&page=-5',
  'per=100000000&page=99999999999999999',
  'per=abc&page=1e3',
  'sort=nope%20desc',
  'sort=name%3B%20DROP%20TABLE%20tracks%3B--&q=%27%20OR%201%3D1--',
  'q[text][]=%27%3B%20DROP%20TABLE%20tracks%3B--&q[genres][]=%25&q[bpm][]=abc&q[unknown][]=x',
  'q[text]=not-an-array&q[genres][][]=nested&albums=maybe',
  `q=${'x'.repeat(5000)}`,
  'token=%27%20OR%201%3D1--&kind=zip&file_format=..%2F..%2Fetc%2Fpasswd&track_id=-1&all_tracks=perhaps',
  'id=1&id=2&page=1&page=2&email=not-an-email&uuid=%22',
];

const WRONG_VALUES: unknown[] = [
  null,
  -1,
  1e20,
  'x'.repeat(300),
  "'; DROP TABLE customers; --",
  { nested: { deeper: [1, 2, 3] } },
  [1, 'two', null],
  true,
];

/** Bodies of the wrong shape, and objects with every known field set to a wrong type. */
function bodies(keys: string[]): unknown[] {
  const perKey = WRONG_VALUES.map((value) => Object.fromEntries(keys.map((key) => [key, value])));
  return [[], 'just a string', 42, {}, { unknown_field: 1 }, ...perKey];
}

/** Every operation of the OpenAPI document, with the properties of its JSON body. */
function operations(document: Record<string, unknown>): Operation[] {
  const paths = document.paths as Record<string, Record<string, Record<string, unknown>>>;
  const found: Operation[] = [];
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const upper = method.toUpperCase() as Method;
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(upper)) continue;
      if (SKIPPED.has(`${upper} ${path}`)) continue;
      const content = (
        operation.requestBody as { content?: Record<string, { schema?: { properties?: object } }> }
      )?.content;
      const bodyKeys = Object.keys(content?.['application/json']?.schema?.properties ?? {});
      found.push({ method: upper, path, bodyKeys });
    }
  }
  return found;
}

const fill = (path: string, value: string) => path.replace(/\{[^}]+\}/g, value);

describe('malformed input at every route of the OpenAPI document', () => {
  let ctx: TestContext;
  let customer: Record<string, string>;
  let composer: Record<string, string>;
  let ops: Operation[];
  beforeAll(async () => {
    ctx = await buildTestApp();
    await ctx.app.ready();
    customer = await signIn(ctx.app, 'customer@demo.test');
    composer = await signIn(ctx.app, 'composer@demo.test');
    ops = operations(ctx.app.swagger() as unknown as Record<string, unknown>);
  });
  afterAll(() => ctx.close());

  const failures: string[] = [];
  async function send(
    method: Method,
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
    contentType = 'application/json',
  ) {
    const response = await ctx.app.inject({
      method,
      url,
      headers: payload === undefined ? headers : { ...headers, 'content-type': contentType },
      payload:
        payload === undefined ? undefined : typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
    if (response.statusCode >= 500)
      failures.push(`${method} ${url} -> ${response.statusCode} ${response.body}`);
    return response;
  }

  it('lists the routes', () => {
    expect(ops.length).toBeGreaterThan(60);
    const paths = ops.map((op) => `${op.method} ${op.path}`);
    expect(paths).toContain('GET /v1_rsm/tracks/search');
    expect(paths).toContain('POST /v2/projects');
  });

  it('never answers 5xx to bad path parameters or query strings', async () => {
    for (const op of ops) {
      const urls = op.path.includes('{') ? PARAM_VALUES.map((value) => fill(op.path, value)) : [op.path];
      for (const url of urls) await send(op.method, url, customer, op.method === 'GET' ? undefined : {});
      const base = fill(op.path, '1');
      for (const query of QUERIES) {
        await send(op.method, `${base}?${query}`, customer, op.method === 'GET' ? undefined : {});
        await send(op.method, `${base}?${query}`, composer, op.method === 'GET' ? undefined : {});
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('never answers 5xx to bodies of the wrong type, invalid JSON or oversized bodies', async () => {
    const writes = ops.filter((op) => op.method !== 'GET');
    expect(writes.length).toBeGreaterThan(20);
    const huge = JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) });
    for (const op of writes) {
      const url = fill(op.path, '1');
      for (const body of bodies(op.bodyKeys)) {
        await send(op.method, url, customer, body);
        await send(op.method, url, composer, body);
      }
      await send(op.method, url, customer, '{"unterminated": ');
      await send(op.method, url, customer, '<xml/>', 'application/xml');
      const oversized = await send(op.method, url, customer, huge);
      expect({ route: `${op.method} ${op.path}`, status: oversized.statusCode < 500 }).toEqual({
        route: `${op.method} ${op.path}`,
        status: true,
      });
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('keeps the catalogue and accounts intact', async () => {
    const counts = await ctx.db.pool.query<{ tracks: number; customers: number }>(
      'SELECT (SELECT count(*) FROM tracks)::int AS tracks, (SELECT count(*) FROM customers)::int AS customers',
    );
    expect(counts.rows[0]!.tracks).toBeGreaterThan(0);
    expect(counts.rows[0]!.customers).toBeGreaterThanOrEqual(4);
    expect((await send('GET', '/v1_rsm/tracks/search?per=1', customer)).statusCode).toBe(200);
  });
});
