import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Operation {
  method: Method;
  /** OpenAPI path, `{id}` placeholders included. */
  path: string;
  query: string[];
  bodyKeys: string[];
  json: boolean;
  multipart: boolean;
}

// Requests that would end the fuzzing customer's session or account, not input handling.
const SKIPPED = new Set(['DELETE /v2/auth/sign_out', 'DELETE /v2/auth']);

/** Every operation of the OpenAPI document with its query parameters and the shape of its body. */
export function operations(document: Record<string, unknown>): Operation[] {
  const paths = document.paths as Record<string, Record<string, Record<string, unknown>>>;
  const found: Operation[] = [];
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const upper = method.toUpperCase() as Method;
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(upper) || SKIPPED.has(`${upper} ${path}`))
        continue;
      const parameters = (operation.parameters ?? []) as { in: string; name: string }[];
      const content = (
        operation.requestBody as { content?: Record<string, { schema?: { properties?: object } }> }
      )?.content;
      found.push({
        method: upper,
        path,
        query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        bodyKeys: Object.keys(content?.['application/json']?.schema?.properties ?? {}),
        json: Boolean(content?.['application/json']),
        multipart: Boolean(content?.['multipart/form-data']),
      });
    }
  }
  return found;
}

const nasty = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  "' OR '1'='1",
  '%00',
  '../../etc/passwd',
  '😀🎵',
  'Ω≈ç√∫',
  '\u202e\u200b',
  'x'.repeat(10_000),
  '-1',
  '0',
  '1e309',
  'NaN',
  '99999999999999999999',
  'null',
  'true',
  '[]',
  '{}',
);
/** Scalars of every kind: wrong types, huge and unicode strings, NUL, negative and huge numbers. */
const scalar = fc.oneof(
  nasty,
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer({ min: -2_147_483_649, max: 2_147_483_649 }),
  fc.double(),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
  fc.boolean(),
  fc.constant(null),
);
/** Values for JSON fields: scalars, arrays for scalars, nested objects. */
const jsonValue = fc.oneof(
  { weight: 4, arbitrary: scalar },
  fc.array(scalar, { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 6 }), scalar, { maxKeys: 3 }),
);
const urlText = scalar.map((value) => encodeURIComponent(String(value)));

const queryPart = (names: string[]) =>
  fc
    .array(
      fc.tuple(
        fc.constantFrom(
          ...names,
          'q[genres][]',
          'q[text][]',
          'q[bpm][]',
          'q',
          'per',
          'page',
          'sort',
          'x[y][z]',
        ),
        fc.oneof(urlText, fc.array(urlText, { minLength: 2, maxLength: 3 })),
        fc.boolean(),
      ),
      { maxLength: 5 },
    )
    .map((pairs) =>
      pairs
        .flatMap(([name, value, asArray]) =>
          (Array.isArray(value) ? value : [value]).map(
            (item) =>
              `${encodeURIComponent(name).replace(/%5B/g, '[').replace(/%5D/g, ']')}${asArray ? '[]' : ''}=${item}`,
          ),
        )
        .join('&'),
    );

const boundary = '----fuzz';
const multipartBodies = fc.constantFrom(
  { type: 'multipart/form-data', body: '--x\r\n\r\n' },
  {
    type: `multipart/form-data; boundary=${boundary}`,
    body: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.wav"\r\n\r\nRIFF`,
  },
  { type: `multipart/form-data; boundary=${boundary}`, body: `--${boundary}--\r\n` },
  {
    type: `multipart/form-data; boundary=${boundary}`,
    body: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.wav"\r\n\r\nRIFF\0\0\0\0WAVE\r\n--${boundary}--\r\n`,
  },
  { type: `multipart/form-data; boundary=${boundary}`, body: 'garbage' },
);

/** A request for one operation: its body is JSON of the wrong shape, malformed JSON, empty, or broken multipart. */
export function requestFor(operation: Operation, who: fc.Arbitrary<Record<string, string>>) {
  const bodies = fc.oneof(
    fc
      .record(Object.fromEntries(operation.bodyKeys.map((key) => [key, jsonValue])), { requiredKeys: [] })
      .map((body) => ({
        type: 'application/json',
        body: JSON.stringify(body),
      })),
    jsonValue.map((body) => ({ type: 'application/json', body: JSON.stringify(body) })),
    fc.constantFrom(
      { type: 'application/json', body: '' },
      { type: 'application/json', body: '{"name": "unterminated' },
      { type: 'application/json', body: '{"a":1,}' },
      { type: 'application/json', body: 'null' },
      { type: 'text/plain', body: 'hello' },
      { type: 'application/x-www-form-urlencoded', body: 'a=1&b[]=2' },
    ),
    multipartBodies,
  );
  return fc
    .record({
      params: fc.array(urlText, { minLength: 4, maxLength: 4 }),
      query: queryPart(operation.query),
      body: bodies,
      headers: who,
    })
    .map(({ params, query, body, headers }): InjectOptions => {
      let index = 0;
      const url = operation.path.replace(/\{[^}]+\}/g, () => params[index++] || 'x');
      const withBody = operation.method !== 'GET' && operation.method !== 'DELETE';
      return {
        method: operation.method,
        url: query ? `${url}?${query}` : url,
        headers: withBody ? { ...headers, 'content-type': body.type } : headers,
        ...(withBody ? { payload: body.body } : {}),
      };
    });
}

export interface FuzzResult {
  requests: number;
  serverErrors: { request: InjectOptions; status: number; body: string }[];
}

/** Sends `runs` generated requests to every operation; collects every 5xx (none is allowed). */
export async function fuzz(
  app: FastifyInstance,
  identities: Record<string, string>[],
  { runs, seed }: { runs: number; seed?: number },
): Promise<FuzzResult> {
  const document = app.swagger() as unknown as Record<string, unknown>;
  const result: FuzzResult = { requests: 0, serverErrors: [] };
  const who = fc.constantFrom(...identities);
  for (const operation of operations(document)) {
    await fc.assert(
      fc.asyncProperty(requestFor(operation, who), async (request) => {
        const response = await app.inject(request);
        result.requests += 1;
        if (response.statusCode >= 500)
          result.serverErrors.push({
            request,
            status: response.statusCode,
            body: response.body.slice(0, 300),
          });
      }),
      { numRuns: runs, seed, endOnFailure: true },
    );
  }
  return result;
}
