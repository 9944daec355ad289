import { CurrentAddress, fakeNetwork, TestProviders } from '@rsm/shared/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { LoginPage } from './login-page';

const customer = {
  id: 7,
  email: 'rita@example.com',
  first_name: 'Rita',
  last_name: 'Sousa',
  avatar: { url: null, thumb: { url: null } },
  is_composer: false,
  internal: false,
  website_country: null,
  block_download: false,
  fake_account: false,
};

const openLogin = (path: string) =>
  render(
    <TestProviders path={path}>
      <LoginPage />
      <CurrentAddress />
    </TestProviders>,
  );

// The first form of a file brings react-hook-form and the fields in: seconds on a busy machine.
jest.setTimeout(30_000);

describe('LoginPage', () => {
  fakeNetwork({
    'POST /v2/auth/sign_in': () => ({ data: customer }),
    'GET /v1/oauth/providers': () => ({ providers: [] }),
  });

  it('keeps where the visitor was going on "Create an account"', () => {
    openLogin('/login?redirect=%2Falbums%2Fneon-nights');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/register?redirect=%2Falbums%2Fneon-nights',
    );
  });

  it('lands on the page the visitor wanted after the confirmation link and signing in', async () => {
    openLogin('/login?redirect=%2Falbums%2Fneon-nights&account_confirmation_success=true');
    expect(screen.getByText('Your email has been confirmed. You can now log in.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'rita@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a-long-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/albums/neon-nights'), {
      timeout: 8000,
    });
  });

  it('goes home instead of following a return address to another site', async () => {
    openLogin('/login?redirect=%2F%5Cevil.test');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'rita@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a-long-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/'), { timeout: 8000 });
  });
});
