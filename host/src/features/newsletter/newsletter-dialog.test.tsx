import { fakeNetwork, reply, TestProviders } from '@rsm/shared/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NewsletterDialog } from './newsletter-dialog';

const network = fakeNetwork();

const renderDialog = (onClose = jest.fn()) => {
  render(
    <TestProviders>
      <NewsletterDialog open onClose={onClose} />
    </TestProviders>,
  );
  return onClose;
};

const emailField = () => screen.getByLabelText('Email');
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
const typeEmail = (value: string) => fireEvent.change(emailField(), { target: { value } });

describe('NewsletterDialog', () => {
  it('says the email looks wrong once the field is left, not while typing', async () => {
    renderDialog();
    typeEmail('not-an-email');
    expect(screen.queryByText("Email doesn't look right")).toBeNull();
    fireEvent.blur(emailField());
    expect(await screen.findByText("Email doesn't look right")).toBeTruthy();
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    typeEmail('ana@example.com');
    await waitFor(() => expect(screen.queryByText("Email doesn't look right")).toBeNull());
  });

  it('sends nothing for an invalid address', async () => {
    renderDialog();
    typeEmail('ana@');
    submit();
    expect(await screen.findByText("Email doesn't look right")).toBeTruthy();
    expect(network.calls).toEqual([]);
  });

  it('subscribes, confirms with a toast and closes', async () => {
    network.serve({ 'POST /v2/homepage/stay_tuned': () => ({}) });
    const onClose = renderDialog();
    typeEmail(' ana@example.com ');
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(network.callsTo('POST /v2/homepage/stay_tuned').map(({ body }) => body)).toEqual([
      { stay_tuned_user: { email: 'ana@example.com' } },
    ]);
  });

  it('tells an already subscribed address apart', async () => {
    network.serve({
      'POST /v2/homepage/stay_tuned': () => reply(422, { errors: { email: ['has already been taken'] } }),
    });
    const onClose = renderDialog();
    typeEmail('ana@example.com');
    submit();
    expect(await screen.findByText('This email is already subscribed.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the general failure for any other error', async () => {
    network.serve({ 'POST /v2/homepage/stay_tuned': () => reply(500) });
    renderDialog();
    typeEmail('ana@example.com');
    submit();
    expect(await screen.findByText('An error occured, please try again later.')).toBeTruthy();
  });
});
