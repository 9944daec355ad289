import * as z from 'zod/mini';

/** A text field that needs more than blanks, with `message` when it has none. */
export const requiredText = (message: string) => ({
  validate: (value: string) => value.trim().length > 0 || message,
});

/** Whether a typed email address looks like one, blanks around it aside. */
export const looksLikeEmail = (value: string | undefined) =>
  z.safeParse(z.email(), (value ?? '').trim()).success;
