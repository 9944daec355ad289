import { defaultDataDir } from '@rsm/db/db-root';
import { z } from 'zod';
import type { SocialProviderConfig } from './lib/social/providers';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /** Where the API listens: this machine only unless told (the container sets 0.0.0.0). */
  HOST: z.string().min(1).default('localhost'),
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default(defaultDataDir),
  /** Base of absolute file URLs; defaults to http://localhost:<PORT>. */
  PUBLIC_URL: z.url().optional(),
  /** Origins whose pages may call the API: a comma-separated list, or * (any but `null`; refused in production). */
  CORS_ORIGINS: z.string().default('*'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('development'),
  /**
   * GET /dev/mailbox shows the email outbox, reset links included: by default only while the API listens on this
   * machine alone (HOST loopback); never when NODE_ENV is production.
   */
  MAILBOX_ENABLED: z.stringbool().optional(),
  /** Origin of the web app, for links in emails (default: the first of ALLOWED_REDIRECT_ORIGINS). */
  SITE_URL: z.url().optional(),
  /** Playlist-share emails one customer may send in an hour. */
  SHARE_EMAILS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(100),
  /** Where confirmation and password-reset links may send the browser, besides PUBLIC_URL's origin. */
  ALLOWED_REDIRECT_ORIGINS: z.string().default('http://localhost:8080,http://localhost:8090'),
  /**
   * Sign-in, registration and password requests allowed per minute from one address. The browser test suite signs
   * in far more often than a person from its one address, so its stack raises it.
   */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  /**
   * Which proxies' X-Forwarded-For to believe, so limits count the real client address and not the gateway's:
   * `false` (default: the socket's address), a number of hops, or a comma-separated list of proxy addresses/CIDRs
   * (`127.0.0.1`, `10.0.0.0/8`). `true` believes any client's header: only behind a proxy that overwrites it.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d{1,2}|[\d.:a-fA-F/]+(\s*,\s*[\d.:a-fA-F/]+)*)$/, 'true, false, hops, or addresses')
    .default('false'),
  /** redis://host:6379: rate limits, sign-in failure counts and mail quotas shared by every API process. */
  REDIS_URL: z
    .url()
    .refine((value) => /^rediss?:\/\//.test(value), 'must start with redis:// or rediss://')
    .optional(),
  /** Sign-in requests allowed per minute from one address: an office signs in through one address. */
  SIGN_IN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  /** Wrong passwords for one account before each further one makes it wait (1 s, doubling, at most a minute). */
  SIGN_IN_ACCOUNT_FAILURES: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Accounts one address may get wrong in SIGN_IN_LOCK_MINUTES before it may not try further accounts. */
  SIGN_IN_ADDRESS_FAILURES: z.coerce.number().int().min(1).max(100_000).default(50),
  SIGN_IN_LOCK_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** false: searches keep nothing in memory (every search goes to the database), e.g. to measure that. */
  SEARCH_CACHE: z.stringbool().default(true),
  /**
   * false: briefs are answered in SQL, not from the brief index held in memory (repositories/brief-index.ts; about
   * 10 MB of arrays at 100k tracks, read again in the background after each catalogue change).
   */
  SEARCH_INDEX: z.stringbool().default(true),
  /**
   * Searches by sound (a reference file) allowed per minute for one account, and from one address (an office shares
   * one): each is seconds of analysis.
   */
  SOUND_SEARCHES_PER_ACCOUNT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(6),
  SOUND_SEARCHES_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Worker threads decoding and analysing uploads at once (default: the cores but one, at least one). */
  ANALYSIS_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  /** Uploads waiting for an analysis thread before new ones are refused with 503 and Retry-After. */
  ANALYSIS_QUEUE: z.coerce.number().int().min(0).max(1000).default(8),
  /** JavaScript heap of one analysis thread (decoded audio is bounded apart: the first 6 minutes at most). */
  ANALYSIS_MEMORY_MB: z.coerce.number().int().min(64).max(4096).default(256),
  /** An analysis running longer is stopped and its upload refused. */
  ANALYSIS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  /** Receives music consultation requests. */
  STAFF_EMAIL: z.email().default('music@rsm.test'),
  /** smtp://user:pass@host:587 or smtps://…:465: when set, the email outbox is delivered over SMTP. */
  SMTP_URL: z
    .url()
    .refine((value) => /^smtps?:\/\//.test(value), 'must start with smtp:// or smtps://')
    .optional(),
  /** The From header of delivered mail. */
  SMTP_FROM: z.string().min(3).default('RSM Music <no-reply@rsm.test>'),
  /** Social sign-in: each provider is offered when its client id and secret are set. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
  /** Any other OpenID Connect provider: its issuer URL (discovered), client, and the name on its button. */
  OIDC_ISSUER_URL: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_PROVIDER_NAME: z.string().min(1).max(40).default('Single sign-on'),
  /**
   * The PKCS#12 bundle (key and certificate) that seals signed contracts: a file path or the bundle in base64.
   * Without it a development bundle is made once under DATA_DIR/signing (self-signed: readers flag it untrusted).
   */
  CONTRACT_SIGNING_P12: z.string().min(1).optional(),
  CONTRACT_SIGNING_PASSPHRASE: z.string().optional(),
  // Tests only: a Postgres server to run against instead of an in-memory PGlite.
  TEST_DATABASE_URL: z.url().optional(),
});
const checkedEnvSchema = envSchema.superRefine((values, context) => {
  if (values.NODE_ENV === 'production' && values.CORS_ORIGINS.trim() === '*')
    context.addIssue({
      code: 'custom',
      path: ['CORS_ORIGINS'],
      message: "must list the site's origins in production (* lets any website's scripts call the API)",
    });
});
export type Env = Omit<z.infer<typeof envSchema>, 'PUBLIC_URL'> & { PUBLIC_URL: string };

function parseEnv(): Env {
  const parsed = checkedEnvSchema.safeParse(process.env);
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

/** Any web origin, but not `null` (sandboxed frames, file: pages, redirects): what CORS_ORIGINS=* allows. */
export const anyWebOrigin = (
  origin: string | undefined,
  done: (error: Error | null, allow: boolean) => void,
) => done(null, origin !== 'null');

/** CORS_ORIGINS is '*' or a comma-separated list of origins. */
export function corsOrigins(): typeof anyWebOrigin | string[] {
  if (env.CORS_ORIGINS.trim() === '*') return anyWebOrigin;
  return env.CORS_ORIGINS.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
}

/** TRUST_PROXY as Fastify's trustProxy option. */
export function trustProxy(): boolean | number | string[] {
  const value = env.TRUST_PROXY.trim();
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((address) => address.trim());
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1']);

/** Whether the API can only be reached from this machine. */
export const listensOnLoopbackOnly = (): boolean => LOOPBACK_HOSTS.has(env.HOST);

export const mailboxEnabled = (): boolean =>
  (env.MAILBOX_ENABLED ?? listensOnLoopbackOnly()) && env.NODE_ENV !== 'production';

/** The web app's origin, which links in emails open. */
export const siteUrl = (): string =>
  (env.SITE_URL ?? allowedRedirectOrigins()[0] ?? env.PUBLIC_URL).replace(/\/+$/, '');

/** ALLOWED_REDIRECT_ORIGINS as a list (PUBLIC_URL's origin is added by the app). */
export const allowedRedirectOrigins = (): string[] =>
  env.ALLOWED_REDIRECT_ORIGINS.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);

/** The identity providers whose client id and secret are configured, in the order of the sign-in buttons. */
export function socialProviders(): SocialProviderConfig[] {
  const providers: SocialProviderConfig[] = [];
  const { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, FACEBOOK_CLIENT_ID, FACEBOOK_CLIENT_SECRET } = env;
  if (GOOGLE_CLIENT_ID && GOOGLE_CLIENT_SECRET)
    providers.push({
      id: 'google',
      name: 'Google',
      issuer: 'https://accounts.google.com',
      clientId: GOOGLE_CLIENT_ID,
      clientSecret: GOOGLE_CLIENT_SECRET,
    });
  if (FACEBOOK_CLIENT_ID && FACEBOOK_CLIENT_SECRET)
    providers.push({
      id: 'facebook',
      name: 'Facebook',
      clientId: FACEBOOK_CLIENT_ID,
      clientSecret: FACEBOOK_CLIENT_SECRET,
    });
  if (env.OIDC_ISSUER_URL && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET)
    providers.push({
      id: 'oidc',
      name: env.OIDC_PROVIDER_NAME,
      issuer: env.OIDC_ISSUER_URL,
      clientId: env.OIDC_CLIENT_ID,
      clientSecret: env.OIDC_CLIENT_SECRET,
    });
  return providers;
}
