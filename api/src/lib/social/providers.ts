import * as oidc from 'openid-client';

/** An identity provider customers may sign in with, as configured in the environment. */
export interface SocialProviderConfig {
  /** The path segment: google, facebook or oidc. */
  id: string;
  /** The name on the button. */
  name: string;
  clientId: string;
  clientSecret: string;
  /** OpenID Connect issuer (discovered); Facebook's plain OAuth 2.0 endpoints are built in. */
  issuer?: string;
}

export interface SocialProfile {
  subject: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

const FACEBOOK = {
  issuer: 'https://www.facebook.com',
  authorization_endpoint: 'https://www.facebook.com/v19.0/dialog/oauth',
  token_endpoint: 'https://graph.facebook.com/v19.0/oauth/access_token',
};
const FACEBOOK_ME = 'https://graph.facebook.com/v19.0/me?fields=id,email,first_name,last_name';

// Plain http only for an issuer on this machine (development and tests); anything else must be https.
const isLocal = (url: string): boolean => /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?(\/|$)/.test(url);

/** A provider's client: discovery once, then the authorization-code flow with PKCE, state and nonce. */
export function socialProvider(config: SocialProviderConfig) {
  let discovered: Promise<oidc.Configuration> | undefined;
  const isOidc = config.id !== 'facebook';
  const configuration = () =>
    (discovered ??= (async () => {
      const auth = oidc.ClientSecretPost(config.clientSecret);
      if (!isOidc) return new oidc.Configuration(FACEBOOK, config.clientId, undefined, auth);
      const issuer = config.issuer!;
      const execute = isLocal(issuer) ? [oidc.allowInsecureRequests] : [];
      return oidc.discovery(new URL(issuer), config.clientId, undefined, auth, { execute });
    })().catch((error: unknown) => {
      discovered = undefined; // a provider that was down at first use is tried again next time
      throw error;
    }));

  return {
    id: config.id,
    name: config.name,

    async authorizationUrl(
      redirectUri: string,
      checks: { state: string; nonce: string; codeVerifier: string },
    ) {
      const challenge = await oidc.calculatePKCECodeChallenge(checks.codeVerifier);
      return oidc
        .buildAuthorizationUrl(await configuration(), {
          redirect_uri: redirectUri,
          scope: isOidc ? 'openid email profile' : 'email public_profile',
          code_challenge: challenge,
          code_challenge_method: 'S256',
          state: checks.state,
          ...(isOidc ? { nonce: checks.nonce } : {}),
        })
        .toString();
    },

    /** Exchanges the callback's code (checking state, PKCE and the ID token's nonce) for the person's profile. */
    async profile(callbackUrl: URL, checks: { state: string; nonce: string; codeVerifier: string }) {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        ...(isOidc ? { expectedNonce: checks.nonce, idTokenExpected: true } : {}),
      });
      if (isOidc) {
        const claims = tokens.claims()!;
        const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
        const all = { ...info, ...claims };
        return {
          subject: claims.sub,
          email: String(all.email ?? ''),
          emailVerified: all.email_verified === true,
          firstName: String(all.given_name ?? ''),
          lastName: String(all.family_name ?? ''),
        } satisfies SocialProfile;
      }
      const me = await oidc.fetchProtectedResource(config, tokens.access_token, new URL(FACEBOOK_ME), 'GET');
      const body = (await me.json()) as Record<string, string | undefined>;
      // Facebook hands out only addresses its users confirmed.
      return {
        subject: String(body.id),
        email: body.email ?? '',
        emailVerified: Boolean(body.email),
        firstName: body.first_name ?? '',
        lastName: body.last_name ?? '',
      } satisfies SocialProfile;
    },
  };
}
export type SocialProvider = ReturnType<typeof socialProvider>;

export const newChecks = () => ({
  state: oidc.randomState(),
  nonce: oidc.randomNonce(),
  codeVerifier: oidc.randomPKCECodeVerifier(),
});
