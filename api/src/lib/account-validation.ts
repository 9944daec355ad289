/** Rails-style field errors plus devise's full_messages, as the registration form shows them. */
export type FieldErrors = Record<string, string[]>;

export const PASSWORD_MIN = 8;
// Deliberately simple: one @, no spaces, a dot in the domain. Deliverability is proven by the confirmation email.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (value: string): boolean => EMAIL.test(value) && value.length <= 254;

const HUMAN: Record<string, string> = {
  email: 'Email',
  password: 'Password',
  password_confirmation: 'Password confirmation',
  current_password: 'Current password',
  first_name: 'First name',
  last_name: 'Last name',
  confirm_success_url: 'Confirm success url',
};

export function fullMessages(errors: FieldErrors): string[] {
  return Object.entries(errors).flatMap(([field, messages]) =>
    messages.map((message) => `${HUMAN[field] ?? field} ${message}`),
  );
}

export function add(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

/** The checks every new password passes: length and a matching confirmation. */
export function checkPassword(errors: FieldErrors, password: string, confirmation: string | undefined): void {
  if (password.length < PASSWORD_MIN)
    add(errors, 'password', `is too short (minimum is ${PASSWORD_MIN} characters)`);
  if (confirmation !== undefined && confirmation !== password)
    add(errors, 'password_confirmation', "doesn't match Password");
}

/** devise_token_auth's 422 body of registrations: { status: 'error', errors: { field: [...], full_messages } }. */
export function registrationFailure(errors: FieldErrors) {
  return { status: 'error' as const, errors: { ...errors, full_messages: fullMessages(errors) } };
}

export const hasErrors = (errors: FieldErrors): boolean => Object.keys(errors).length > 0;

export const unconfirmedMessage = (email: string): string =>
  `A confirmation email was sent to your account at ${email}. You must follow the instructions in the email before your account can be activated`;
