import { join } from 'node:path';
import { z } from 'zod';
import { apiRoot } from './root-dir';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default(join(apiRoot, '.data')),
  /** Base of absolute file URLs; defaults to http://localhost:<PORT>. */
  PUBLIC_URL: z.url().optional(),
  CORS_ORIGINS: z.string().default('*'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('development'),
  /** GET /dev/mailbox shows the email outbox; never served when NODE_ENV is production. */
  MAILBOX_ENABLED: z.stringbool().default(true),
  /** Where confirmation and password-reset links may send the browser, besides PUBLIC_URL's origin. */
  ALLOWED_REDIRECT_ORIGINS: z.string().default('http://localhost:8080,http://localhost:8090'),
  /**
   * Sign-in, registration and password requests allowed per minute from one address. The browser test suite signs
   * in far more often than a person from its one address, so its stack raises it.
   */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  /** false: searches keep nothing in memory (every search goes to the database), e.g. to measure that. */
  SEARCH_CACHE: z.stringbool().default(true),
  /** Receives music consultation requests. */
  STAFF_EMAIL: z.email().default('music@rsm.test'),
  /** smtp://user:pass@host:587 or smtps://…:465: when set, the email outbox is delivered over SMTP. */
  SMTP_URL: z
    .url()
    .refine((value) => /^smtps?:\/\//.test(value), 'must start with smtp:// or smtps://')
    .optional(),
  /** The From header of delivered mail. */
  SMTP_FROM: z.string().min(3).default('RSM Music <no-reply@rsm.test>'),
  // Tests only: a Postgres server to run against instead of an in-memory PGlite.
  TEST_DATABASE_URL: z.url().optional(),
});
export type Env = Omit<z.infer<typeof envSchema>, 'PUBLIC_URL'> & { PUBLIC_URL: string };

function parseEnv(): Env {
  const parsed = envSchema.safeParse(process.env);
  if (parsed.success) {
    const publicUrl = parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`;
    return { ...parsed.data, PUBLIC_URL: publicUrl.replace(/\/+$/, '') };
  }
  const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  console.error(`Invalid environment:\n${problems.join('\n')}`);
  process.exit(1);
}

/** Parsed once at start-up; the only reader of process.env. */
export const env = parseEnv();

/** CORS_ORIGINS is '*' or a comma-separated list of origins. */
export function corsOrigins(): true | string[] {
  if (env.CORS_ORIGINS.trim() === '*') return true;
  return env.CORS_ORIGINS.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
}

export const mailboxEnabled = (): boolean => env.MAILBOX_ENABLED && env.NODE_ENV !== 'production';

/** ALLOWED_REDIRECT_ORIGINS as a list (PUBLIC_URL's origin is added by the app). */
export const allowedRedirectOrigins = (): string[] =>
  env.ALLOWED_REDIRECT_ORIGINS.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
