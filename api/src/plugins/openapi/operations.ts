/**
 * What a client generator needs of each operation besides its schemas: a unique operationId, which auth headers it
 * takes, query parameters in a form it can send, and the bodies of uploads.
 */
import type { OpenApiDocument, Operation, Parameter, SchemaObject } from './document-types';

/** The auth headers of devise_token_auth, and devise's bearer form of the same values. */
export const SECURITY_SCHEMES: Record<string, SchemaObject> = {
  accessToken: { type: 'apiKey', in: 'header', name: 'access-token', description: 'From the last answer' },
  client: { type: 'apiKey', in: 'header', name: 'client', description: 'The device, from sign-in' },
  uid: { type: 'apiKey', in: 'header', name: 'uid', description: "The account's email" },
  expiry: {
    type: 'apiKey',
    in: 'header',
    name: 'expiry',
    description: 'Unix time the token lapses; sent back as is',
  },
  bearer: {
    type: 'http',
    scheme: 'bearer',
    description:
      'devise_token_auth\'s `Authorization: Bearer base64({"access-token","client","uid","expiry"})`',
  },
};
const SESSION: Record<string, string[]>[] = [
  { accessToken: [], client: [], uid: [], expiry: [] },
  { bearer: [] },
];

/** Operations that establish a session or work from a link's token rather than the auth headers. */
const NO_SESSION = new Set([
  'POST /v2/auth/sign_in',
  'POST /v2/auth',
  'GET /v2/auth/confirmation',
  'POST /v2/auth/password',
  'GET /v1/oauth/providers',
  'GET /v1/oauth/authorizations/{provider}',
  'GET /v1/oauth/authorizations/{provider}/callback',
]);
/** A reset link's token or the auth headers. */
const SESSION_OR_LINK = new Set(['PUT /v2/auth/password']);

/** `GET /v2/projects/{uuid}/tracks` -> `getV2ProjectsByUuidTracks`. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split(/[/.]/)
    .filter(Boolean)
    .map((part) => (part.startsWith('{') ? `by_${part.slice(1, -1)}` : part))
    .flatMap((part) => part.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word.charAt(0).toUpperCase() + word.slice(1))].join(
    '',
  );
}

/**
 * Required when the operation answers 401 and has no link token to stand in; optional (`{}` first) where signing in
 * only adds to the answer; none for the calls that sign in.
 */
function securityOf(key: string, operation: Operation): Operation['security'] {
  if (NO_SESSION.has(key)) return [];
  const linkToken = operation.parameters?.some(
    (parameter) => parameter.in === 'query' && parameter.name === 'token',
  );
  const required = operation.responses?.['401'] && !linkToken && !SESSION_OR_LINK.has(key);
  return required ? SESSION : [{}, ...SESSION];
}

/**
 * `q` of the search is Rails' `q[genres][]=a&q[genres][]=b`. OpenAPI's deepObject has no form for a list inside
 * the object, and generators refuse to send one, so each filter is its own parameter named as it is sent:
 * `q[genres][]` (a list, repeated) or `q[text]`. The query parser takes both forms.
 */
function bracketedParameters(parameters: Parameter[]): Parameter[] {
  return parameters.flatMap((parameter) => {
    const properties = parameter.schema?.properties;
    if (parameter.in !== 'query' || parameter.schema?.type !== 'object' || !properties) return [parameter];
    return Object.entries(properties).map(([name, schema]): Parameter => {
      const list = schema.type === 'array';
      return {
        name: `${parameter.name}[${name}]${list ? '[]' : ''}`,
        in: 'query',
        required: false,
        ...(typeof schema.description === 'string' ? { description: schema.description } : {}),
        schema,
        ...(list ? { style: 'form', explode: true } : {}),
      };
    });
  });
}

/** Multipart uploads: their fields, which no route schema holds (the handler reads the stream). */
const UPLOADS: Record<string, SchemaObject> = {
  'POST /v1_rsm/uploads/audio': {
    type: 'object',
    required: ['file'],
    properties: { file: { type: 'string', format: 'binary', description: 'A WAV, AIFF or MP3 file' } },
  },
  'POST /v2/tracks/search_by_audio': {
    type: 'object',
    required: ['file'],
    properties: {
      file: { type: 'string', format: 'binary', description: 'A reference recording, up to 50 MB' },
    },
  },
  'POST /v2/contracts/upload_contract': {
    type: 'object',
    required: ['file'],
    properties: {
      file: { type: 'string', format: 'binary', description: 'The contract, a PDF' },
      title: { type: 'string', description: 'By default the file name' },
    },
  },
};

/** validate_token also takes the token as query parameters (plugins/auth.ts). */
const QUERY_TOKEN: Parameter[] = ['access-token', 'client', 'uid'].map((name) => ({
  name,
  in: 'query',
  required: false,
  description: 'The auth value as a query parameter, as redux-token-auth sends it (instead of the header)',
  schema: { type: 'string' },
}));

/** Ids, security, parameters and bodies of every operation of the document. */
export function completeOperation(key: string, operation: Operation, taken: Set<string>): void {
  const [method = 'get', path = '/'] = key.split(' ');
  let id = operation.operationId ?? operationIdOf(method, path);
  for (let n = 2; taken.has(id); n += 1) id = `${operationIdOf(method, path)}${n}`;
  taken.add(id);
  operation.operationId = id;
  if (operation.parameters) operation.parameters = bracketedParameters(operation.parameters);
  if (key === 'GET /v2/auth/validate_token')
    operation.parameters = [...(operation.parameters ?? []), ...QUERY_TOKEN];
  const upload = UPLOADS[key];
  if (upload)
    operation.requestBody = { required: true, content: { 'multipart/form-data': { schema: upload } } };
  const json = operation.requestBody?.content['application/json'];
  // plugins/form-body.ts: every route that takes JSON takes the same fields form-encoded.
  if (json) operation.requestBody!.content['application/x-www-form-urlencoded'] = json;
  operation.security = securityOf(key, operation);
}

export function operationsOf(document: OpenApiDocument): [string, Operation][] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'put', 'post', 'delete', 'patch', 'head'].includes(method))
      .map(([method, operation]): [string, Operation] => [`${method.toUpperCase()} ${path}`, operation]),
  );
}
