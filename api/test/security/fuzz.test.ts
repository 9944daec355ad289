import { buildTestApp, signIn, type TestContext } from '../helper';
import { fuzz } from '../fuzz/openapi-fuzz';

/**
 * Property-based fuzzing of every operation of the OpenAPI document: wrong types, huge and unicode strings, NUL,
 * negative and huge numbers, arrays for scalars, malformed JSON and multipart, empty JSON bodies, as a visitor, a
 * customer and a composer. No answer may be a 5xx. `npm run bench:fuzz` sends 40,000+ of them.
 */
describe('fuzzing the OpenAPI document', () => {
  let ctx: TestContext;
  let identities: Record<string, string>[];
  beforeAll(async () => {
    ctx = await buildTestApp();
    identities = [
      {},
      await signIn(ctx.app, 'customer@demo.test'),
      await signIn(ctx.app, 'composer@demo.test'),
    ];
  });
  afterAll(() => ctx.close());

  it('never answers with a 5xx', async () => {
    const result = await fuzz(ctx.app, identities, { runs: 100 });
    console.log(`${result.requests} fuzzed requests, ${result.serverErrors.length} answered 5xx`);
    expect(result.serverErrors.slice(0, 5)).toEqual([]);
  }, 180_000);
});
