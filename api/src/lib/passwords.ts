import { passwordHashCost } from '@rsm/db/password-cost';
import argon2 from 'argon2';

export const hashPassword = (password: string): Promise<string> =>
  argon2.hash(password, { type: argon2.argon2id, ...passwordHashCost() });

// A hash nobody's password matches, verified when there is no real hash so every failure costs the same time.
const DUMMY_HASH = hashPassword('not-a-real-password');

/** Whether the password matches the hash; an unknown account (no hash) costs the same time and never matches. */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  const valid = await argon2.verify(hash ?? (await DUMMY_HASH), password);
  return valid && hash !== null;
}
