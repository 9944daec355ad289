import { z } from 'zod';
import { errorSchema } from '../common-schemas';

const tags = ['auth'];
const provider = z.object({ provider: z.string().regex(/^[a-z]{2,20}$/, 'must be a provider name') });

export const providersSchema = {
  tags,
  summary: 'The identity providers configured for social sign-in (the buttons to show)',
  response: { 200: z.object({ providers: z.array(z.object({ id: z.string(), name: z.string() })) }) },
};

export const authorizeSchema = {
  tags,
  summary:
    'Starts social sign-in: 302 to the provider (authorization code with PKCE, state and nonce); redirect_url is where the browser returns',
  params: provider,
  querystring: z.object({ redirect_url: z.string().max(2000) }),
  response: { 404: errorSchema, 422: errorSchema },
};

export const callbackSchema = {
  tags,
  summary:
    "The provider's callback: signs in the account with the provider's verified email, answers the four auth headers and sends the browser to redirect_url with them in the fragment",
  params: provider,
  querystring: z.object({
    code: z.string().max(4000).optional(),
    state: z.string().max(200).optional(),
    error: z.string().max(200).optional(),
    error_description: z.string().max(1000).optional(),
  }),
  response: { 404: errorSchema, 422: errorSchema },
};
