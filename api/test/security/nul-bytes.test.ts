import { buildTestApp, signIn, type TestContext } from '../helper';

/** PostgreSQL text cannot hold NUL (22021): every text input answers it with 400, never 500. */
describe('a NUL character in text input', () => {
  let ctx: TestContext;
  let customer: Record<string, string>;
  let uuid: string;
  beforeAll(async () => {
    ctx = await buildTestApp();
    customer = await signIn(ctx.app, 'customer@demo.test');
    uuid = (await ctx.app.inject({ method: 'GET', url: '/v1_rsm/projects', headers: customer })).json()
      .projects[0].uuid;
  });
  afterAll(() => ctx.close());

  const FACETS = ['genres', 'moods', 'instruments', 'keywords', 'bpm', 'text'];
  const gets = [
    '/v2/composers?q=a%00b',
    '/v2/keywords?q=a%00b',
    '/v1_rsm/searches/suggestions?q=a%00b',
    '/v1_rsm/projects?q=a%00b',
    '/v2/project_categories?q=a%00b',
    ...FACETS.map((facet) => `/v1_rsm/tracks/search?q[${facet}][]=a%00b`),
  ];

  it.each(gets)('GET %s is 400', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url, headers: customer });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Text must not contain the NUL character (\\u0000)');
  });

  it('refuses NUL in JSON bodies: playlist names and visit fields', async () => {
    const bodies: [string, string, object][] = [
      ['PUT', `/v2/projects/${uuid}`, { name: 'a\u0000b' }],
      ['POST', '/v2/project_categories', { name: 'a\u0000b' }],
      ['POST', '/ahoy/visits', { visit_token: 'a\u0000b', visitor_token: 'x', landing_page: 'y' }],
    ];
    for (const [method, url, payload] of bodies) {
      const response = await ctx.app.inject({ method: method as 'PUT', url, headers: customer, payload });
      expect(response.statusCode).toBe(400);
    }
  });
});
