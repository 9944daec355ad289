import type { FastifyInstance, FastifyRequest } from 'fastify';
import qs from 'qs';

/** What a zod schema exposes of itself (zod 4 and zod/mini alike): its kind and what it wraps. */
interface ZodDef {
  type: string;
  innerType?: ZodNode;
  shape?: Record<string, ZodNode>;
  element?: ZodNode;
  options?: ZodNode[];
  in?: ZodNode;
  values?: unknown[];
}
interface ZodNode {
  _zod?: { def: ZodDef };
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

/** The schema under optional/nullable/default/pipe wrappers, and whether it accepts null. */
function unwrap(node: ZodNode | undefined): { def: ZodDef | undefined; nullable: boolean } {
  let def = node?._zod?.def;
  let nullable = false;
  while (def && (WRAPPERS.has(def.type) || def.type === 'pipe')) {
    if (def.type === 'nullable') nullable = true;
    def = (def.type === 'pipe' ? def.in : def.innerType)?._zod?.def;
  }
  return { def, nullable };
}

/**
 * A form sends only text: "12", "true", "" and one value where JSON has a list. Each value is turned into what the
 * route's schema expects at that place, and only there (a password "123" stays text). What does not convert is left
 * as it came, for the schema to refuse with its usual 422.
 */
export function coerceFormValue(node: ZodNode | undefined, value: unknown): unknown {
  const { def, nullable } = unwrap(node);
  if (!def) return value;
  if (nullable && value === '') return null;
  switch (def.type) {
    case 'object': {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
      const shape = def.shape ?? {};
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([key, item]) => [
          key,
          coerceFormValue(shape[key], item),
        ]),
      );
    }
    case 'array': {
      const list = Array.isArray(value) ? value : value === '' ? [] : [value];
      return list.map((item) => coerceFormValue(def.element, item));
    }
    case 'number':
    case 'int':
      return typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
        ? Number(value)
        : value;
    case 'boolean':
      return value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value;
    case 'literal': {
      const match = def.values?.find((literal) => String(literal) === value);
      return match ?? value;
    }
    case 'union':
      for (const option of def.options ?? []) {
        const converted = coerceFormValue(option, value);
        if (converted !== value) return converted;
      }
      return value;
    default:
      return value;
  }
}

/**
 * Form-encoded bodies (`application/x-www-form-urlencoded`), as Rails accepts them and as jQuery clients such as
 * j-toker send them: `email=…&password=…`, Rails' `user[email]=…` nesting and `emails[]=a&emails[]=b` lists. The
 * values are converted to the route's schema before validation, so every route that takes JSON takes a form too.
 */
export function registerFormBody(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      // Like the query parser: no prototype keys, a bounded depth and list size.
      const parsed = qs.parse(body.toString(), {
        allowPrototypes: false,
        depth: 4,
        arrayLimit: 500,
        parameterLimit: 2000,
      });
      done(null, Object.keys(parsed).length === 0 ? undefined : parsed);
    },
  );
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (!isForm(request) || request.body === undefined) return;
    const schema = (request.routeOptions.schema as { body?: ZodNode } | undefined)?.body;
    request.body = coerceFormValue(schema, unwrapResource(schema, request.body));
  });
}

const isForm = (request: FastifyRequest): boolean =>
  String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

/**
 * Devise's forms nest the record's fields under its name (`user[email]`, `user[password]`); devise_token_auth reads
 * them at the top. The fields of one object the route does not describe join the top (what is there already wins).
 */
function unwrapResource(schema: ZodNode | undefined, body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const shape = unwrap(schema).def?.shape ?? {};
  const records = Object.entries(body).filter(
    ([key, value]) => !(key in shape) && value && typeof value === 'object' && !Array.isArray(value),
  );
  if (records.length !== 1) return body;
  const [name, fields] = records[0] as [string, Record<string, unknown>];
  const { [name]: _resource, ...rest } = body as Record<string, unknown>;
  return { ...fields, ...rest };
}
