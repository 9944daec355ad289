import { z } from 'zod';

export const customerSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.object({ url: z.string().nullable(), thumb: z.object({ url: z.string().nullable() }) }),
  is_composer: z.boolean(),
  internal: z.boolean(),
  website_country: z.string().nullable(),
  block_download: z.boolean(),
  fake_account: z.boolean(),
});
export type Customer = z.infer<typeof customerSchema>;

export const signInBodySchema = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(128),
});
export type SignInBody = z.infer<typeof signInBodySchema>;
