import { trackEvent } from '@rsm/shared';
import { CurrentAddress, customerFixture, fakeNetwork, reply, TestProviders } from '@rsm/shared/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RegisterPage } from './register-page';

jest.mock('@rsm/shared', () => ({
  ...jest.requireActual('@rsm/shared'),
  trackEvent: jest.fn(async () => undefined),
}));
const mockedTrackEvent = jest.mocked(trackEvent);

const network = fakeNetwork({
  'GET /v1/oauth/providers': () => ({ providers: [] }),
  'POST /v2/auth': () => ({ status: 'success', data: customerFixture({ email: 'rita@example.com' }) }),
});
const registration = () => network.callsTo('POST /v2/auth')[0]?.body as Record<string, string>;

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Fills the whole form in as a visitor would and presses Register. */
const registerRita = (path = '/register') => {
  render(
    <TestProviders path={path}>
      <RegisterPage />
      <CurrentAddress />
    </TestProviders>,
  );
  fill('First name', 'Rita');
  fill('Last name', 'Sousa');
  fill('Email', 'rita@example.com');
  fill('Password', 'a-long-password');
  fill('Confirm password', 'a-long-password');
  fireEvent.click(screen.getByRole('button', { name: 'Register' }));
};

// The first form of a file brings react-hook-form and the fields in: seconds on a busy machine.
jest.setTimeout(30_000);

describe('RegisterPage', () => {
  it("shows the server's message on the field it concerns", async () => {
    network.serve({
      'POST /v2/auth': () =>
        reply(422, {
          status: 'error',
          errors: { email: ['has already been taken'], full_messages: ['Email has already been taken'] },
        }),
    });
    registerRita();
    expect(await screen.findByText('has already been taken')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    // The page also asks which social sign-in providers exist; the registration is the call to /v2/auth.
    expect(registration().confirm_success_url).toBe(`${window.location.origin}/login`);
  });

  it('records a sign_up once the account is created', async () => {
    mockedTrackEvent.mockClear();
    registerRita();
    await waitFor(() => expect(mockedTrackEvent).toHaveBeenCalledWith('sign_up', {}, 'others'));
  });

  it('carries the return address into the confirmation link and the check-your-email page', async () => {
    registerRita('/register?redirect=%2Falbums%2Fneon-nights');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/login?redirect=%2Falbums%2Fneon-nights',
    );
    await waitFor(
      () =>
        expect(screen.getByTestId('address').textContent).toBe(
          '/register/verify?email=rita%40example.com&redirect=%2Falbums%2Fneon-nights',
        ),
      { timeout: 8000 },
    );
    expect(registration().confirm_success_url).toBe(
      `${window.location.origin}/login?redirect=%2Falbums%2Fneon-nights`,
    );
  });
});
