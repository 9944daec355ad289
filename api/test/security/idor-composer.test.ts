import { buildTestApp, signIn, type TestContext } from '../helper';
import { multipartBody, sineWav } from '../../src/routes/uploads/test-support';

type Method = 'GET' | 'POST' | 'PUT';

/**
 * IDOR matrix of the composer area: another composer, with the owner's ids, gets 404 everywhere (uploads,
 * submissions and their alternates, statements, contracts, digital contracts) and finds none of them in lists.
 */
describe("another composer's documents and submissions", () => {
  let ctx: TestContext;
  let owner: Record<string, string>;
  let rival: Record<string, string>;
  const ids = { upload: '', brief: 0, submission: 0, statement: 0, contract: 0, digital: 0 };

  const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const first = async <T>(sql: string) => (await ctx.db.pool.query(sql)).rows[0] as T;

  beforeAll(async () => {
    ctx = await buildTestApp();
    await ctx.db.pool.query(
      `INSERT INTO customers (email, password_hash, first_name, is_composer, confirmed_at)
       SELECT 'rival@demo.test', password_hash, 'Rival', true, now() FROM customers WHERE email = 'composer@demo.test'`,
    );
    owner = await signIn(ctx.app, 'composer@demo.test');
    rival = await signIn(ctx.app, 'rival@demo.test');
    const body = multipartBody([
      { name: 'file', filename: 'take.wav', content: sineWav(0.5), type: 'audio/wav' },
    ]);
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/v1_rsm/uploads/audio',
      headers: { ...owner, ...body.headers },
      payload: body.payload,
    });
    ids.upload = uploaded.json().upload.id;
    const owned = "(SELECT id FROM customers WHERE email = 'composer@demo.test')";
    ids.brief = (
      await first<{ id: number }>("SELECT id FROM briefings WHERE status = 'open' ORDER BY id LIMIT 1")
    ).id;
    ids.submission = (
      await first<{ id: number }>(
        `SELECT id FROM briefing_submissions WHERE customer_id = ${owned} AND briefing_id = ${ids.brief}
         AND main_submission_id IS NULL ORDER BY id LIMIT 1`,
      )
    )?.id;
    ids.statement = (
      await first<{ id: number }>(`SELECT id FROM statements WHERE customer_id = ${owned} LIMIT 1`)
    ).id;
    ids.contract = (
      await first<{ id: number }>(
        `SELECT id FROM contracts WHERE customer_id = ${owned} AND kind <> 'digital' LIMIT 1`,
      )
    ).id;
    ids.digital = (
      await first<{ id: number }>(
        `SELECT id FROM contracts WHERE customer_id = ${owned} AND kind = 'digital' LIMIT 1`,
      )
    ).id;
  });
  afterAll(() => ctx.close());

  it('answers 404 to every call with the owner ids', async () => {
    const alternatives = { alternatives: [{ version: 'Stolen', upload_id: ids.upload }] };
    const cases: [Method, string, object?][] = [
      ['GET', `/v2/documents/${ids.statement}/download`],
      ['GET', `/v2/contracts/${ids.contract}/download`],
      ['GET', `/v2/hello_sign_contracts/${ids.digital}/download`],
      ['GET', `/v2/hello_sign_contracts/${ids.digital}/embedded_sign_url`],
      [
        'POST',
        `/v2/hello_sign_contracts/${ids.digital}/sign`,
        { token: 'guessed', full_name: 'Rival Composer', confirmed: true },
      ],
    ];
    if (ids.submission) {
      const track = `/v1_rsm/briefings/${ids.brief}/tracks/${ids.submission}`;
      cases.push(
        ['GET', track],
        ['PUT', track, { track_name: 'Taken over', upload_id: ids.upload, composers: [] }],
        ['POST', `${track}/create_alternatives`, alternatives],
      );
    }
    const answers: string[] = [];
    for (const [method, url, payload] of cases) {
      const response = await call(method, url, rival, payload);
      answers.push(`${method} ${url} ${response.statusCode}`);
    }
    expect(answers).toEqual(cases.map(([method, url]) => `${method} ${url} 404`));
  });

  it("will not file the owner's upload in the rival's own submission", async () => {
    const response = await call('POST', `/v1_rsm/briefings/${ids.brief}/tracks`, rival, {
      track_name: 'Borrowed',
      upload_id: ids.upload,
      composers: [],
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    const { rowCount } = await ctx.db.pool.query('SELECT 1 FROM briefing_submissions WHERE upload_id = $1', [
      ids.upload,
    ]);
    expect(rowCount).toBe(0);
  });

  it("lists none of the owner's documents, contracts or submissions", async () => {
    for (const url of [
      '/v2/documents',
      '/v2/contracts',
      '/v2/hello_sign_contracts',
      '/v1_rsm/customers/tracks',
    ]) {
      const response = await call('GET', url, rival);
      expect(response.statusCode).toBe(200);
      const body = response.body;
      for (const id of [ids.statement, ids.contract, ids.digital])
        expect(body).not.toMatch(new RegExp(`"id":${id}[,}]`));
      expect(body).not.toContain(ids.upload);
    }
  });
});
