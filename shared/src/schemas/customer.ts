import * as z from 'zod/mini';

export const customerSchema = z.object({
  id: z.int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.object({ url: z.nullable(z.string()), thumb: z.object({ url: z.nullable(z.string()) }) }),
  is_composer: z.boolean(),
  internal: z.boolean(),
  website_country: z.nullable(z.string()),
  block_download: z.boolean(),
  fake_account: z.boolean(),
});
export type Customer = z.infer<typeof customerSchema>;

export const signInBodySchema = z.object({
  email: z.email().check(z.maxLength(254)),
  password: z.string().check(z.minLength(1), z.maxLength(128)),
});
export type SignInBody = z.infer<typeof signInBodySchema>;
