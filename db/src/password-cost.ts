import { env } from './env';

/** Argon2's cost parameters for a password hash: its memory in KiB, its passes and its lanes. */
export interface PasswordHashCost {
  memoryCost?: number;
  timeCost?: number;
  parallelism?: number;
}

/**
 * The cost of the password hashes the customers table holds (argon2id, made by the API and by the demo seed): the
 * library's defaults (64 MiB, 3 passes, 4 lanes), a few hundred ms a hash on a busy two-core machine. Under jest
 * (NODE_ENV=test) the least, as Devise's `stretches` are in a Rails test environment: the API's tests sign in some
 * thousand times. A hash carries its own parameters, so it is verified at the cost it was made with.
 */
export function passwordHashCost(nodeEnv = env.NODE_ENV): PasswordHashCost {
  return nodeEnv === 'test' ? { memoryCost: 1024, timeCost: 1, parallelism: 1 } : {};
}
