import { $runtimeConfig } from '../config/runtime-config';

/** A request as the page sent it: what a test asserts on. `params` are the route's `:param` segments. */
export type FakeCall = {
  method: string;
  url: string;
  path: string;
  /** The query string; a key given more than once is a list. */
  query: Record<string, string | string[]>;
  /** The body, parsed when it is JSON (FormData and other bodies as sent). */
  body: unknown;
  headers: Headers;
  params: Record<string, string>;
};

/**
 * Answers a request: the JSON body (or a Blob, for a file) of a 200, a `reply(status, body, headers)`, or a promise
 * of either (an answer that comes later, `noAnswer()`, `networkError()`).
 */
export type FakeHandler = (call: FakeCall) => unknown;

/** 'METHOD /path/:param' with an optional '?key=value&…' the request's query must include. */
export type FakeRoutes = Record<string, FakeHandler>;

class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string>,
  ) {}
}

/** An answer with its own status (and headers): `reply(422, { errors: … })`, `reply(204)`. */
export const reply = (status: number, body?: unknown, headers: Record<string, string> = {}): Reply =>
  new Reply(status, body, headers);

/** An answer that never comes: the page stays in its loading or pending state. */
export const noAnswer = (): Promise<never> => new Promise<never>(() => undefined);

/** The server cannot be reached: fetch rejects, as a browser's does. */
export const networkError = (): Promise<never> => Promise.reject(new TypeError('Failed to fetch'));

type Route = {
  method: string;
  pattern: RegExp;
  names: string[];
  query: [string, string][];
  handler: FakeHandler;
};

function parseRoute(key: string, handler: FakeHandler): Route {
  const space = key.indexOf(' ');
  const [method, target] = [key.slice(0, space), key.slice(space + 1)];
  const [path = '', search = ''] = target.split('?');
  const names: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  const query = [...new URLSearchParams(search).entries()];
  return { method: method.toUpperCase(), pattern: new RegExp(`^${source}$`), names, query, handler };
}

/** Routes in the order they are tried: those with a query matcher before the plain ones. */
const routeTable = (routes: FakeRoutes): Route[] =>
  Object.entries(routes)
    .map(([key, handler]) => parseRoute(key, handler))
    .sort((a, b) => Number(b.query.length > 0) - Number(a.query.length > 0));

function match(route: Route, call: Omit<FakeCall, 'params'>): Record<string, string> | null {
  if (route.method !== call.method) return null;
  const found = route.pattern.exec(call.path);
  if (!found) return null;
  const wanted = route.query.every(([key, value]) => {
    const given = call.query[key];
    return Array.isArray(given) ? given.includes(value) : given === value;
  });
  if (!wanted) return null;
  return Object.fromEntries(
    route.names.map((name, index) => [name, decodeURIComponent(found[index + 1] ?? '')]),
  );
}

function readQuery(params: URLSearchParams): FakeCall['query'] {
  const query: FakeCall['query'] = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    query[key] = values.length > 1 ? values : (values[0] ?? '');
  }
  return query;
}

function readBody(body: RequestInit['body']): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/** jsdom has no fetch Response: the part of one the API client reads (status, headers, body as JSON or a file). */
function response({ status, body, headers }: Reply): Response {
  const ok = status >= 200 && status < 300;
  if (body instanceof Blob) {
    const type = { 'content-type': body.type || 'application/octet-stream', ...headers };
    return {
      ok,
      status,
      statusText: '',
      headers: new Headers(type),
      body,
      blob: async () => body,
    } as unknown as Response;
  }
  const text = body === undefined ? null : JSON.stringify(body);
  return {
    ok,
    status,
    statusText: '',
    headers: new Headers({ 'content-type': 'application/json', ...headers }),
    body: text,
    text: async () => text ?? '',
    json: async () => (text === null ? null : (JSON.parse(text) as unknown)),
  } as unknown as Response;
}

/** Settles with the handler's answer, or rejects when the request is aborted first. */
function answer(handler: FakeHandler, call: FakeCall, signal: AbortSignal | null | undefined) {
  const answered = Promise.resolve()
    .then(() => handler(call))
    .then((result) => response(result instanceof Reply ? result : new Reply(200, result, {})));
  if (!signal) return answered;
  return Promise.race([
    answered,
    new Promise<never>((_, reject) => {
      if (signal.aborted) reject(signal.reason);
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    }),
  ]);
}

export type FakeNetwork = {
  /** Every request of the current test, in order. */
  readonly calls: readonly FakeCall[];
  /** The requests of the current test that `route` ('METHOD /path/:param?key=value') matches. */
  callsTo(route: string): FakeCall[];
  /** Adds routes for the current test, tried before the ones already served. */
  serve(routes: FakeRoutes): void;
};

/**
 * The API server of a test file: each test runs the real HTTP client against these routes (so every answer is
 * checked against its schema, as in the page), with `globalThis.fetch` put back after it. A request no route answers
 * rejects and fails the test, naming its method and URL. Call it at the top of a test file or a `describe` (it
 * declares jest hooks); `serve` adds the routes of one test. The API is at http://api.test unless the test set a
 * runtime config of its own.
 */
export function fakeNetwork(routes: FakeRoutes = {}): FakeNetwork {
  const fileRoutes = routeTable(routes);
  let testRoutes: Route[] = [];
  const calls: FakeCall[] = [];
  const unanswered: string[] = [];
  let realFetch: typeof fetch | undefined;

  const fakeFetch = (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const request = {
      method: (init.method ?? 'GET').toUpperCase(),
      url: url.href,
      path: url.pathname,
      query: readQuery(url.searchParams),
      body: readBody(init.body),
      headers: new Headers(init.headers),
    };
    for (const route of [...testRoutes, ...fileRoutes]) {
      const params = match(route, request);
      if (!params) continue;
      const call = { ...request, params };
      calls.push(call);
      return answer(route.handler, call, init.signal);
    }
    calls.push({ ...request, params: {} });
    const error = new Error(`No fake answer for ${request.method} ${request.url}`);
    unanswered.push(error.message);
    return Promise.reject(error);
  };

  beforeEach(() => {
    calls.length = 0;
    unanswered.length = 0;
    testRoutes = [];
    if (!$runtimeConfig.get()) $runtimeConfig.set({ apiUrl: 'http://api.test', remotes: {} as never });
    realFetch = globalThis.fetch;
    globalThis.fetch = fakeFetch as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch as typeof fetch;
    if (unanswered.length) throw new Error(unanswered.join('\n'));
  });

  return {
    calls,
    callsTo(route) {
      const wanted = parseRoute(route, () => undefined);
      return calls.filter((call) => match(wanted, call));
    },
    serve(more) {
      testRoutes = [...routeTable(more), ...testRoutes];
    },
  };
}
