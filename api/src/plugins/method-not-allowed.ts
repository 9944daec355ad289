import type { FastifyInstance } from 'fastify';

interface KnownPath {
  pattern: RegExp;
  methods: Set<string>;
}

/** A route's URL as a regular expression: `:param` (with or without its own regex) one segment, `*` the rest. */
export function routePattern(url: string): RegExp {
  let source = '';
  for (let index = 0; index < url.length;) {
    const rest = url.slice(index);
    const param = /^:[A-Za-z0-9_]+(\((?:\\.|[^)])*\))?/.exec(rest);
    if (param) {
      source += param[1] ? param[1].replace(/^\(\^?/, '(').replace(/\$?\)$/, ')') : '[^/]+';
      index += param[0].length;
    } else if (rest.startsWith('*')) {
      source += '.*';
      index += 1;
    } else {
      source += (rest[0] as string).replace(/[.+?^${}()|[\]\\]/g, '\\$&');
      index += 1;
    }
  }
  return new RegExp(`^${source.replace(/\/$/, '')}/?$`);
}

/**
 * Every route's methods, so that a known path asked with another method answers 405 with `Allow` (RFC 9110) instead
 * of the 404 of an unknown path. Catch-all routes (CORS preflight, `*`) are left out: they know no path.
 */
export function trackRouteMethods(app: FastifyInstance): (path: string) => string[] {
  const known = new Map<string, KnownPath>();
  app.addHook('onRoute', (route) => {
    if (route.url === '*' || route.url === '/*') return;
    const entry = known.get(route.url) ?? { pattern: routePattern(route.url), methods: new Set<string>() };
    for (const method of [route.method].flat()) entry.methods.add(method);
    if (entry.methods.has('GET')) entry.methods.add('HEAD');
    known.set(route.url, entry);
  });
  return (path) => {
    const methods = new Set<string>();
    for (const { pattern, methods: those } of known.values())
      if (pattern.test(path)) for (const method of those) methods.add(method);
    return methods.size > 0 ? [...methods, 'OPTIONS'] : [];
  };
}
