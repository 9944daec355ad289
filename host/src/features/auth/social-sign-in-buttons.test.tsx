import { request } from '@rsm/shared';
import { TestProviders } from '@rsm/shared/testing';
import { render, screen } from '@testing-library/react';
import { SocialSignInButtons } from './social-sign-in-buttons';

jest.mock('@rsm/shared', () => ({ ...jest.requireActual('@rsm/shared'), request: jest.fn() }));
const mockedRequest = jest.mocked(request);

const renderButtons = () =>
  render(
    <TestProviders path="/login">
      <SocialSignInButtons returnTo="/playlists" />
    </TestProviders>,
  );

describe('SocialSignInButtons', () => {
  it('offers each configured provider, leaving for it and coming back to the callback page', async () => {
    mockedRequest.mockResolvedValue({ providers: [{ id: 'google', name: 'Google' }] });
    renderButtons();
    const link = await screen.findByRole('link', { name: 'Continue with Google' });
    const href = new URL(link.getAttribute('href')!);
    expect(href.pathname).toMatch(/\/v1\/oauth\/authorizations\/google$/);
    const back = new URL(href.searchParams.get('redirect_url')!);
    expect(back.pathname).toBe('/oauth/callback');
    expect(back.searchParams.get('redirect')).toBe('/playlists');
    expect(mockedRequest).toHaveBeenCalledWith('/v1/oauth/providers', expect.anything());
  });

  it('shows nothing when no provider is configured', async () => {
    mockedRequest.mockResolvedValue({ providers: [] });
    renderButtons();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('Or continue with')).toBeNull();
  });
});
