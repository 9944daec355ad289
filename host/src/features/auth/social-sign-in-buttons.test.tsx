import { fakeNetwork, TestProviders } from '@rsm/shared/testing';
import { render, screen } from '@testing-library/react';
import { SocialSignInButtons } from './social-sign-in-buttons';

const network = fakeNetwork();

const renderButtons = () =>
  render(
    <TestProviders path="/login">
      <SocialSignInButtons returnTo="/playlists" />
    </TestProviders>,
  );

describe('SocialSignInButtons', () => {
  it('offers each configured provider, leaving for it and coming back to the callback page', async () => {
    network.serve({ 'GET /v1/oauth/providers': () => ({ providers: [{ id: 'google', name: 'Google' }] }) });
    renderButtons();
    const link = await screen.findByRole('link', { name: 'Continue with Google' });
    const href = new URL(link.getAttribute('href')!);
    expect(href.pathname).toMatch(/\/v1\/oauth\/authorizations\/google$/);
    const back = new URL(href.searchParams.get('redirect_url')!);
    expect(back.pathname).toBe('/oauth/callback');
    expect(back.searchParams.get('redirect')).toBe('/playlists');
    expect(network.callsTo('GET /v1/oauth/providers')).toHaveLength(1);
  });

  it('shows nothing when no provider is configured', async () => {
    network.serve({ 'GET /v1/oauth/providers': () => ({ providers: [] }) });
    renderButtons();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('Or continue with')).toBeNull();
  });
});
