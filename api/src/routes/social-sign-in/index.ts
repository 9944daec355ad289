import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { env } from '../../env';
import { isAllowedRedirect, redirectNotAllowed } from '../../lib/redirects';
import { browserBinding, readBrowserBinding } from '../../lib/social/browser-binding';
import { newChecks, socialProvider, type SocialProviderConfig } from '../../lib/social/providers';
import { hashToken } from '../../lib/tokens';
import { sendAuthHeaders } from '../../plugins/auth';
import { socialSignInRepository } from '../../repositories/social-sign-in-repository';
import { authorizeSchema, callbackSchema, providersSchema } from './schemas';

export interface SocialSignInOptions {
  providers: SocialProviderConfig[];
  publicUrl: string;
  redirectOrigins: Set<string>;
}

export const SOCIAL_MESSAGES = {
  unknownProvider: 'This sign-in provider is not available',
  expired: 'This sign-in has expired or was already used. Please try again.',
  unverified: (name: string) => `Your ${name} account has no verified email address.`,
  failed: (name: string) => `Signing in with ${name} failed. Please try again.`,
};

/** Each start writes a row and costs the provider a request: a person starts a few, not hundreds a minute. */
const START_RATE_LIMIT = { max: Math.max(20, env.AUTH_RATE_LIMIT_PER_MINUTE), timeWindow: '1 minute' };

/** The answer's values after '#': the browser keeps them out of requests, logs and Referer headers. */
const fragment = (url: string, values: Record<string, string>) =>
  `${url.split('#')[0]}#${new URLSearchParams(values).toString()}`;

/**
 * Social sign-in (/v1/oauth/authorizations/{provider}/callback): the OAuth 2.0 authorization-code flow
 * with PKCE and OpenID Connect against the providers configured in the environment.
 */
const socialSignInRoutes: FastifyPluginAsyncZod<SocialSignInOptions> = async (app, options) => {
  const providers = new Map(options.providers.map((config) => [config.id, socialProvider(config)]));
  const signIns = socialSignInRepository(app.db);
  const callbackUri = (id: string) => `${options.publicUrl}/v1/oauth/authorizations/${id}/callback`;

  app.get('/v1/oauth/providers', { schema: providersSchema }, async () => ({
    providers: [...providers.values()].map(({ id, name }) => ({ id, name })),
  }));

  const startConfig = { rateLimit: START_RATE_LIMIT };
  app.get(
    '/v1/oauth/authorizations/:provider',
    { schema: authorizeSchema, config: startConfig },
    async (request, reply) => {
      const provider = providers.get(request.params.provider);
      if (!provider) return reply.code(404).send({ errors: [SOCIAL_MESSAGES.unknownProvider] });
      const redirectUrl = request.query.redirect_url;
      if (!isAllowedRedirect(redirectUrl, options.redirectOrigins))
        return reply.code(422).send({ errors: [redirectNotAllowed(redirectUrl)] });
      const checks = newChecks();
      const url = await provider.authorizationUrl(callbackUri(provider.id), checks);
      const binding = browserBinding(options.publicUrl);
      await signIns.start(checks.state, {
        provider: provider.id,
        browser_hash: hashToken(binding.value),
        code_verifier: checks.codeVerifier,
        nonce: checks.nonce,
        redirect_url: redirectUrl,
      });
      reply.header('set-cookie', binding.cookie);
      return reply.redirect(url, 302);
    },
  );

  app.get(
    '/v1/oauth/authorizations/:provider/callback',
    { schema: callbackSchema },
    async (request, reply) => {
      const provider = providers.get(request.params.provider);
      if (!provider) return reply.code(404).send({ errors: [SOCIAL_MESSAGES.unknownProvider] });
      const { state, error } = request.query;
      const browser = readBrowserBinding(request.headers.cookie);
      const started = state && browser ? await signIns.take(state, provider.id, hashToken(browser)) : null;
      if (!started) return reply.code(422).send({ errors: [SOCIAL_MESSAGES.expired] });
      const back = (values: Record<string, string>) =>
        reply.redirect(fragment(started.redirect_url, values), 302);
      if (error) return back({ oauth_error: SOCIAL_MESSAGES.failed(provider.name) });
      let profile;
      try {
        const query = request.url.slice(request.url.indexOf('?'));
        profile = await provider.profile(new URL(`${callbackUri(provider.id)}${query}`), {
          state: state!,
          nonce: started.nonce,
          codeVerifier: started.code_verifier,
        });
      } catch (failure) {
        request.log.warn({ err: failure, provider: provider.id }, 'social sign-in failed');
        return back({ oauth_error: SOCIAL_MESSAGES.failed(provider.name) });
      }
      // Only an address the provider verified may sign in to (or create) the account that owns it.
      if (!profile.email || !profile.emailVerified)
        return back({ oauth_error: SOCIAL_MESSAGES.unverified(provider.name) });
      const customer = await signIns.customerFor(provider.id, profile);
      const issued = await app.repos.authTokens.issue(customer.id);
      const session = { ...issued, uid: customer.email };
      sendAuthHeaders(reply, session);
      return back({
        'access-token': session.token,
        client: session.client,
        uid: session.uid,
        expiry: String(session.expiry),
        'token-type': 'Bearer',
      });
    },
  );
};
export default socialSignInRoutes;
