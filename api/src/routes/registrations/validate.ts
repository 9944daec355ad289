import type { RegistrationBody, UpdateAccountBody } from '@rsm/shared/schemas';
import { add, checkPassword, type FieldErrors, isEmail } from '../../lib/account-validation';

/**
 * devise's registration checks, all at once so the form shows every problem. Whether the address already has an
 * account is not one of them: that is told only to the address's owner, by email.
 */
export function registrationErrors(body: RegistrationBody): FieldErrors {
  const errors: FieldErrors = {};
  if (!body.email.trim()) add(errors, 'email', "can't be blank");
  else if (!isEmail(body.email.trim())) add(errors, 'email', 'is not an email');
  checkPassword(errors, body.password, body.password_confirmation, body.email);
  return errors;
}

/** A new password needs the confirmation to match and the current password; the current one is checked later. */
export function updateErrors(body: UpdateAccountBody, email: string): FieldErrors {
  const errors: FieldErrors = {};
  if (body.first_name !== undefined && !body.first_name.trim()) add(errors, 'first_name', "can't be blank");
  if (body.password !== undefined) {
    checkPassword(errors, body.password, body.password_confirmation ?? '', email);
    if (!body.current_password) add(errors, 'current_password', "can't be blank");
  }
  return errors;
}
