/**
 * What the zod schemas cannot say about answers: the real content type of files (a generator otherwise parses an MP3
 * as JSON), the statuses the plugins send around the handlers (400, 413, 415, 429, 302), and the one error body that
 * plugins/error-body.ts gives every 4xx.
 */
import type { Operation, ResponseObject, SchemaObject } from './document-types';

const AUDIO = ['audio/mpeg', 'audio/wav', 'audio/aiff'];
const SVG = ['image/svg+xml'];
const ZIP = ['application/zip'];
const PDF = ['application/pdf'];
const CSV_OR_PDF = ['text/csv', 'application/pdf'];

interface FileAnswer {
  types: string[];
  /** Served with Range: 206 with Content-Range, 416 when the range is past the end. */
  ranges?: boolean;
}

/** Every operation that answers a file, by `METHOD /path` as the document names it. */
export const FILE_ANSWERS: Record<string, FileAnswer> = {
  'GET /media/tracks/{trackId}/{format}': { types: AUDIO, ranges: true },
  'GET /media/albums/{albumId}/medley.mp3': { types: ['audio/mpeg'], ranges: true },
  'GET /media/albums/{albumId}/cover.svg': { types: SVG },
  'GET /media/banners/{id}/image.svg': { types: SVG },
  'GET /media/trusted-bies/{id}/logo.svg': { types: SVG },
  'GET /media/curated-playlists/{id}/cover.svg': { types: SVG },
  'GET /images/{kind}/{id}/{version}/{width}.{format}': { types: ['image/avif', 'image/webp'] },
  'GET /v2/tracks/{id}/download': { types: [...AUDIO, ...ZIP], ranges: true },
  'GET /v2/tracks/{id}/download_alternatives': { types: ZIP, ranges: true },
  'GET /v1/albums/{id}/download_zip': { types: ZIP, ranges: true },
  'GET /v1_rsm/projects/{uuid}/download': { types: ZIP, ranges: true },
  'GET /v2/playlists/{id}/download': { types: ZIP, ranges: true },
  'GET /v2/albums/{id}/cuesheet.csv': { types: ['text/csv'] },
  'GET /v2/projects/{uuid}.{format}': { types: CSV_OR_PDF },
  'GET /v2/playlists/{id}.{format}': { types: CSV_OR_PDF },
  'GET /v2/documents/{id}/download': { types: PDF },
  'GET /v2/contracts/{id}/download': { types: PDF },
  'GET /v2/hello_sign_contracts/{id}/download': { types: PDF },
  'GET /dev/mailbox': { types: ['text/html'] },
};

/** Operations that answer with a redirect, and where it goes. */
export const REDIRECTS: Record<string, string> = {
  'GET /v2/auth/confirmation': 'To redirect_url with account_confirmation_success=true|false',
  'GET /v1/oauth/authorizations/{provider}': "To the provider's sign-in page",
  'GET /v1/oauth/authorizations/{provider}/callback':
    'To redirect_url with the auth values (or oauth_error) in the fragment',
};

const binary: SchemaObject = { type: 'string', format: 'binary' };
const ref = (name: string): SchemaObject => ({ $ref: `#/components/schemas/${name}` });

/** The error bodies every 4xx leaves in (plugins/error-body.ts), as components. */
export const ERROR_SCHEMAS: Record<string, SchemaObject> = {
  DeviseErrors: {
    type: 'object',
    description:
      "devise_token_auth's error body: `errors` is a list of messages, or (422 for fields) messages per field " +
      'plus `full_messages`; `message` repeats the first message. devise also sends `success: false` (sessions, ' +
      'passwords, token validation) or `status: "error"` (registrations), and some refusals a `code`.',
    required: ['errors'],
    properties: {
      success: { type: 'boolean', enum: [false] },
      status: { type: 'string', enum: ['error'] },
      errors: {
        oneOf: [
          { type: 'array', items: { type: 'string' } },
          {
            type: 'object',
            properties: { full_messages: { type: 'array', items: { type: 'string' } } },
            additionalProperties: { type: 'array', items: { type: 'string' } },
          },
        ],
      },
      message: { type: 'string' },
      code: { type: 'string' },
      data: { type: 'object', nullable: true },
    },
  },
};

const errorAnswer = (description: string): ResponseObject => ({
  description,
  content: { 'application/json': { schema: ref('DeviseErrors') } },
});

const PLUGIN_STATUSES: Record<string, string> = {
  '400': 'The body is not JSON (or not a form), or a multipart upload is cut off',
  '413': 'The body is larger than the route takes',
  '415': 'The body has a content type the route does not take',
};

/** An operation's answers, completed: files typed, plugin statuses listed, one error schema for every 4xx. */
export function completeAnswers(key: string, operation: Operation, rateLimited: boolean): void {
  const responses = (operation.responses ??= {});
  const file = FILE_ANSWERS[key];
  if (file) {
    const content = Object.fromEntries(file.types.map((type) => [type, { schema: binary }]));
    const described = (responses['200'] as ResponseObject | undefined)?.description;
    responses['200'] = {
      description: described && described !== 'Default Response' ? described : 'The file',
      content,
    };
    if (file.ranges) {
      responses['206'] = { description: 'The part asked for with Range (Content-Range says which)', content };
      responses['416'] = { description: 'The Range is past the end of the file' };
    }
  }
  const redirect = REDIRECTS[key];
  if (redirect) {
    responses['302'] = {
      description: redirect,
      headers: { location: { schema: { type: 'string', format: 'uri' } } },
    };
  }
  if (operation.requestBody)
    for (const [status, why] of Object.entries(PLUGIN_STATUSES)) responses[status] ??= errorAnswer(why);
  if (rateLimited) {
    responses['429'] = {
      ...errorAnswer('Too many requests from this address (or wrong passwords for this account)'),
      headers: { 'retry-after': { schema: { type: 'integer' }, description: 'Seconds to wait' } },
    };
  }
  for (const [status, answer] of Object.entries(responses)) {
    if (!/^4\d\d$/.test(status) || status === '416') continue;
    const description = (answer as ResponseObject).description;
    responses[status] = errorAnswer(
      description && description !== 'Default Response' ? description : 'Refused',
    );
  }
}
