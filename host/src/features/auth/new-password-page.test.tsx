import { fakeNetwork, reply, TestProviders } from '@rsm/shared/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { NewPasswordPage } from './new-password-page';

const network = fakeNetwork();

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('NewPasswordPage', () => {
  it('offers a new link when the page is opened without a token', () => {
    render(
      <TestProviders path="/new-password">
        <NewPasswordPage />
      </TestProviders>,
    );
    expect(screen.getByRole('alert').textContent).toContain('invalid or has expired');
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/reset-password',
    );
  });

  it('sends the token and explains an expired one with a way to ask again', async () => {
    network.serve({
      'PUT /v2/auth/password': () =>
        reply(401, { success: false, errors: ['Reset password token is invalid or has expired'] }),
    });
    render(
      <TestProviders path="/new-password?reset_password_token=abc">
        <NewPasswordPage />
      </TestProviders>,
    );
    fill('New password', 'a-long-password');
    fill('Confirm password', 'a-long-password');
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('link', { name: 'Request a new link' })).toBeTruthy();
    expect(network.callsTo('PUT /v2/auth/password').map(({ body }) => body)).toEqual([
      {
        password: 'a-long-password',
        password_confirmation: 'a-long-password',
        reset_password_token: 'abc',
      },
    ]);
  });
});
