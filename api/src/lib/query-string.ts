const NAME = /^[A-Za-z0-9_]+$/;
const BRACKETED = /^([A-Za-z0-9_]+)\[([A-Za-z0-9_]+)\](\[\])?$/;

type Query = Record<string, string | string[] | Record<string, string[]>>;

/**
 * The query-string parser of the app: plain keys as Fastify's default parser gives them (a repeated key becomes an
 * array), plus Rails-style `q[text][]=a&q[genres][]=b` as `{ q: { text: ['a'], genres: ['b'] } }` (the search form's
 * format). Only simple names are kept, so keys such as __proto__[x] cannot reach an object's prototype.
 */
export function parseQueryString(raw: string): Query {
  const query: Query = Object.create(null) as Query;
  for (const [key, value] of new URLSearchParams(raw)) {
    const nested = BRACKETED.exec(key);
    if (nested) {
      const [, outer, inner] = nested as unknown as [string, string, string];
      if (outer === '__proto__' || inner === '__proto__') continue;
      const group = query[outer];
      const target = group && typeof group === 'object' && !Array.isArray(group) ? group : undefined;
      const into = target ?? (query[outer] = Object.create(null) as Record<string, string[]>);
      (into[inner] ??= []).push(value);
    } else if (NAME.test(key) && key !== '__proto__') {
      const existing = query[key];
      if (existing === undefined) query[key] = value;
      else if (Array.isArray(existing)) existing.push(value);
      else if (typeof existing === 'string') query[key] = [existing, value];
    }
  }
  return query;
}
