import { TestProviders } from '@rsm/shared/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { EmailField } from './email-field';
import { NewPasswordFields } from './new-password-fields';
import { PersonNameFields } from './person-name-fields';

interface SignUp {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
}

function SignUpForm({ onValid }: { onValid: (values: SignUp) => void }) {
  const form = useForm<SignUp>({ mode: 'onTouched' });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onValid)} noValidate>
        <PersonNameFields firstNameHint="As on your passport." />
        <EmailField />
        <NewPasswordFields passwordLabel="Password" />
        <button type="submit">Send</button>
      </form>
    </FormProvider>
  );
}

const renderForm = (onValid = jest.fn()) => {
  render(
    <TestProviders>
      <SignUpForm onValid={onValid} />
    </TestProviders>,
  );
  return onValid;
};
/** Types each value into the field of that label, then sends the form. */
const send = (values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values))
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
};

describe('the shared person fields', () => {
  it('explains what is missing or wrong on each field', async () => {
    const onValid = renderForm();
    send({ 'First name': '  ', Email: 'rita@', Password: 'short', 'Confirm password': 'other' });
    expect(await screen.findByText('Enter your first name')).toBeTruthy();
    expect(screen.getByText('Enter your last name')).toBeTruthy();
    expect(screen.getByText("Email doesn't look right")).toBeTruthy();
    expect(screen.getByText('Use at least 8 characters')).toBeTruthy();
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
    expect(screen.getByLabelText('First name').getAttribute('aria-describedby')).toContain(
      screen.getByText('As on your passport.').id,
    );
    expect(onValid).not.toHaveBeenCalled();
  });

  it('lets a complete form through', async () => {
    const onValid = renderForm();
    send({
      'First name': 'Rita',
      'Last name': 'Sousa',
      Email: 'rita@example.com',
      Password: 'a-long-password',
      'Confirm password': 'a-long-password',
    });
    await waitFor(() =>
      expect(onValid).toHaveBeenCalledWith(
        expect.objectContaining({ first_name: 'Rita', email: 'rita@example.com' }),
        expect.anything(),
      ),
    );
  });
});
