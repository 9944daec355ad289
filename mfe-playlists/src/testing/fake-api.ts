import type { request } from '@rsm/shared';

type RequestOptions = NonNullable<Parameters<typeof request>[1]>;

type ApiErrorClass = new (status: number, data: unknown, message: string) => Error;
export type Handler = (options: RequestOptions, path: string) => unknown;

/**
 * A stand-in for @rsm/shared's `request`: routes are 'METHOD /path' (a ':param' matches one segment); a handler
 * returns the body or throws an ApiError. Anything unrouted is a 404, so a test sees calls it did not expect.
 */
export function fakeApi(ApiError: ApiErrorClass, routes: Record<string, Handler>) {
  const table = Object.entries(routes).map(([route, handler]) => {
    const [method, pattern] = route.split(' ') as [string, string];
    const regex = new RegExp(`^${pattern.replace(/:[a-zA-Z]+/g, '[^/]+')}$`);
    return { method, regex, handler };
  });
  return async (path: string, options: RequestOptions = {}) => {
    const method = (options.method ?? 'GET').toUpperCase();
    const route = table.find((entry) => entry.method === method && entry.regex.test(path));
    if (!route) throw new ApiError(404, null, `No fake for ${method} ${path}`);
    return route.handler(options, path);
  };
}
