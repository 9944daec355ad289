import { env } from '../src/env';
import { dropSeededTemplate } from './global-setup';

/** Drops the template database the run's files copied (PostgreSQL server only). */
export default async function globalTeardown(): Promise<void> {
  if (env.TEST_DATABASE_URL) await dropSeededTemplate(env.TEST_DATABASE_URL);
}
