import argon2 from 'argon2';

export const hashPassword = (password: string): Promise<string> =>
  argon2.hash(password, { type: argon2.argon2id });

// A hash nobody's password matches, verified when there is no real hash so every failure costs the same time.
const DUMMY_HASH = hashPassword('not-a-real-password');

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  const valid = await argon2.verify(hash ?? (await DUMMY_HASH), password);
  return valid && hash !== null;
}
