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
