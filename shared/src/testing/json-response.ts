/**
 * jsdom has no fetch Response: the part of one the API client reads (status, headers, body text), for tests that
 * stand in for the server with `globalThis.fetch = jest.fn(...)`.
 */
export function jsonResponse(body: unknown, status = 200): Response {
  const text = JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    headers: new Headers({ 'content-type': 'application/json' }),
    body: text,
    text: async () => text,
    json: async () => body,
  } as unknown as Response;
}
