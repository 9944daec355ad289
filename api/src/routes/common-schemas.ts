import { z } from 'zod';

/** The error body of this API's own routes. */
export const messageSchema = z.object({ message: z.string() });

/** devise_token_auth's error body, which the front end also understands. */
export const deviseErrorSchema = z.object({
  success: z.literal(false).optional(),
  errors: z.array(z.string()),
});

/** Answers of any route that needs a signed-in customer. */
export const authErrorResponses = { 401: deviseErrorSchema };

/** Rails-style field errors, e.g. { errors: { name: ['has already been taken'] }, message }. */
export const fieldErrorsSchema = z.object({
  errors: z.record(z.string(), z.array(z.string())),
  message: z.string(),
});

export const successSchema = z.object({ success: z.literal(true) });

export const PLAYLIST_NOT_FOUND = { message: 'Playlist not found' };
