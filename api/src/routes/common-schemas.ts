import { trackListResponseSchema } from '@rsm/shared/schemas';
import { z } from 'zod';
import { idParams } from '../lib/ids';
import { pagingQuery } from '../lib/paging';

/**
 * The error body of every 4xx (plugins/error-body.ts shapes whatever a route sends): devise_token_auth's
 * `{ errors: [messages] }`, with `message` repeating the first one.
 */
const errorBody = z
  .object({
    success: z.literal(false).optional(),
    errors: z.array(z.string()),
    message: z.string(),
  })
  .describe("devise_token_auth's error body: a list of messages");

/**
 * What a handler may pass to reply.send for an error: {message}, {errors: [...]}, or both. The preSerialization hook
 * (plugins/error-handler.ts) completes it before the schema above checks what leaves.
 */
export interface ErrorPayload {
  success?: false;
  errors?: string[];
  message?: string;
}
export const errorSchema = errorBody as unknown as z.ZodType<ErrorPayload, ErrorPayload>;

export const deviseErrorSchema = errorSchema;

/** Answers of any route that needs a signed-in customer. */
export const authErrorResponses = { 401: errorSchema };

/** devise_token_auth's 422 (and this API's 400 for parameters): messages per field plus full_messages. */
const fieldErrorsBody = z
  .object({
    success: z.literal(false).optional(),
    status: z.literal('error').optional(),
    errors: z.record(z.string(), z.array(z.string())),
    message: z.string(),
  })
  .describe("devise_token_auth's field errors: { errors: { field: [messages], full_messages: [...] } }");

export interface FieldErrorsPayload {
  success?: false;
  status?: 'error';
  errors: Record<string, string[]>;
  message?: string;
}
export const fieldErrorsSchema = fieldErrorsBody as unknown as z.ZodType<
  FieldErrorsPayload,
  FieldErrorsPayload
>;

/**
 * The error body of routes that answer 400 both for parameters off the schema (field errors) and for their own
 * checks (a list), and of 403/404/409/413: either form.
 */
export const messageSchema = z
  .union([errorBody, fieldErrorsBody])
  .describe('An error body: a list of messages, or messages per field') as unknown as z.ZodType<
  ErrorPayload,
  ErrorPayload
>;

/** Answers of any route of the composer area: 401 for visitors, 403 for customers who are not composers. */
export const composerErrorResponses = { 403: messageSchema, ...authErrorResponses };

/**
 * One of the composer's documents by id, downloaded as a PDF (composer-access/pdf-reply.ts): its 200 is a file, so
 * only the refusals are schemas; 404 when the document is not theirs.
 */
export const composerPdfSchema = (summary: string) => ({
  tags: ['composer'],
  summary,
  params: idParams,
  response: { 404: messageSchema, ...composerErrorResponses },
});

/** Answers of a public read of one record, or of its tracks, by id, uuid or slug: 404 when there is none. */
export const foundResponses = <Found>(found: Found) => ({ 200: found, 404: messageSchema });

/** The tracks of an album or curated playlist in its order, 50 a page: 404 when there is no such record. */
export const recordTracksPage = {
  querystring: pagingQuery(50),
  response: foundResponses(trackListResponseSchema),
};

export const successSchema = z.object({ success: z.literal(true) });

export const PLAYLIST_NOT_FOUND = { message: 'Playlist not found' };
export const ALBUM_NOT_FOUND = { message: 'Album not found' };
export const TRACK_NOT_FOUND = { message: 'Track not found' };
