import type { FastifyInstance } from 'fastify';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export interface Answer {
  status: number;
  body: unknown;
  call: string;
}

const AUTH_HEADERS = ['access-token', 'client', 'uid', 'expiry'] as const;

/**
 * A client that sends what the original front end sent with every call: a JSON content type on
 * every call (bodiless ones too), Accept-Language, and the four auth headers once it has them (picked up again
 * from every answer). Answers are recorded so a test can list every refused call at once.
 */
export function specClient(app: FastifyInstance) {
  let auth: Record<string, string> | null = null;
  const refused: string[] = [];
  async function call(method: Method, url: string, body?: unknown): Promise<Answer> {
    const response = await app.inject({
      method,
      url,
      headers: { 'content-type': 'application/json', 'accept-language': 'ENRSM', ...auth },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    const token = response.headers['access-token'];
    if (typeof token === 'string' && token) {
      auth = Object.fromEntries(AUTH_HEADERS.map((name) => [name, String(response.headers[name])]));
    }
    const type = String(response.headers['content-type'] ?? '');
    const answer = {
      status: response.statusCode,
      body: type.includes('json') ? response.json() : response.body.slice(0, 200),
      call: `${method} ${url}`,
    };
    if (answer.status >= 400)
      refused.push(`${answer.call} -> ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer;
  }
  return {
    call,
    /** Calls answered 4xx or 5xx so far; each correct call should leave this empty. */
    refused: () => [...refused],
    /** The auth headers it holds, for a call that cannot be JSON (a multipart upload). */
    headers: (): Record<string, string> => ({ ...auth }),
  };
}

/** A field of a JSON answer, for chaining calls (ids, uuids, tokens). */
export function read<T>(answer: Answer, ...path: (string | number)[]): T {
  let value: unknown = answer.body;
  for (const key of path) value = (value as Record<string | number, unknown> | undefined)?.[key];
  if (value === undefined)
    throw new Error(`${answer.call}: no ${path.join('.')} in ${JSON.stringify(answer.body)}`);
  return value as T;
}
