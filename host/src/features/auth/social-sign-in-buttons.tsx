import { Trans } from '@lingui/react/macro';
import { AnchorButton, apiUrl, Stack, Text } from '@rsm/shared';
import { useSocialProviders } from './api/get-social-providers';

export const SOCIAL_CALLBACK_PATH = '/oauth/callback';

/**
 * "Continue with …" for each configured identity provider, links drawn as outline buttons. The browser leaves for
 * the provider and comes back to the callback page, which takes over the session and then opens `returnTo`.
 */
export function SocialSignInButtons({ returnTo }: { returnTo: string }) {
  const { data: providers } = useSocialProviders();
  if (!providers?.length) return null;
  const back = new URL(SOCIAL_CALLBACK_PATH, window.location.origin);
  back.searchParams.set('redirect', returnTo);
  return (
    <Stack gap="2" mt="6">
      <Text color="muted" fontSize="sm">
        <Trans>Or continue with</Trans>
      </Text>
      {providers.map((provider) => (
        <AnchorButton
          key={provider.id}
          href={apiUrl(`/v1/oauth/authorizations/${provider.id}`, { redirect_url: back.toString() })}
          variant="outline"
        >
          <Trans>Continue with {provider.name}</Trans>
        </AnchorButton>
      ))}
    </Stack>
  );
}
