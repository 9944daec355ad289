import { join } from 'node:path';
import type { Database } from '@rsm/db/database';
import { openConfiguredDatabase } from '@rsm/db/open-configured';
import { gracefulStop } from './lib/graceful-stop';
import {
  allowedRedirectOrigins,
  corsOrigins,
  env,
  mailboxEnabled,
  siteUrl,
  socialProviders,
  trustProxy,
} from './env';

// Only what opens the database is imported up front: the app's modules (routes, mail; loading them is most of a
// start) load while the database process starts, on the other core.
const loadModules = () =>
  Promise.all([
    import('./app'),
    import('@rsm/db/migrate'),
    import('./lib/mail-delivery'),
    import('./analysis/audio-worker'),
    import('./analysis/audio-job-repository'),
    import('./repositories/email-outbox-repository'),
    import('./repositories/search-meaning-totals'),
    import('nodemailer'),
    import('ioredis'),
  ]);

const log = (line: string): void => console.log(`[api] ${line}`);
const since = (from: number): string => `${((Date.now() - from) / 1000).toFixed(2)} s`;

type Modules = Awaited<ReturnType<typeof loadModules>>;

/**
 * Migrations run on every start, before the server answers; then the brief vocabulary is written where the refresh
 * counts its phrases. Answers whether those totals need counting now (the vocabulary changed, or none are counted).
 */
async function prepare(
  db: Database,
  [, { migrate }, , , , , { storeVocabulary }]: Modules,
): Promise<boolean> {
  const migrateStarted = Date.now();
  const applied = await migrate(db.pool);
  const names = applied.length ? ` (applied ${applied.join(', ')})` : '';
  log(`migrations checked in ${since(migrateStarted)}${names}`);
  return storeVocabulary(db.pool);
}

/** Counts the brief phrases' totals beside the running server (searches count their own until it is done). */
function countMeaningTotals(db: Database): void {
  const started = Date.now();
  db.pool
    .query('SELECT refresh_search_meaning_totals()')
    .then(() => log(`brief words' totals counted in ${since(started)}`))
    .catch((error: unknown) =>
      log(`brief words' totals: ${error instanceof Error ? error.message : String(error)}`),
    );
}

async function main(): Promise<void> {
  const started = Date.now();
  log(env.DATABASE_URL ? 'connecting to DATABASE_URL' : `opening PGlite in ${join(env.DATA_DIR, 'pgdata')}`);
  const [db, modules] = await Promise.all([
    openConfiguredDatabase().then((opened) => (log(`database open in ${since(started)}`), opened)),
    loadModules().then((loaded) => (log(`modules loaded in ${since(started)}`), loaded)),
  ]);
  const [
    { buildApp },
    ,
    { createMailDelivery },
    { createAudioWorker },
    { audioJobRepository },
    { emailOutboxRepository },
    ,
    { default: nodemailer },
    { Redis },
  ] = modules;
  // Limits and quotas are shared by every API process through Redis when it is configured.
  const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 }) : null;
  redis?.on('error', (error: Error) => log(`redis: ${error.message}`));
  // Building the app sends no query: it runs while the database checks migrations.
  const buildStarted = Date.now();
  const building = buildApp({
    db: db.pool,
    mediaDir: join(env.DATA_DIR, 'media'),
    publicUrl: env.PUBLIC_URL,
    corsOrigins: corsOrigins(),
    logLevel: env.LOG_LEVEL,
    allowedRedirectOrigins: allowedRedirectOrigins(),
    mailbox: mailboxEnabled(),
    staffEmail: env.STAFF_EMAIL,
    socialProviders: socialProviders(),
    searchCache: {
      enabled: env.SEARCH_CACHE,
      briefIndex: env.SEARCH_INDEX,
      briefIndexFailed: (error) =>
        log(
          `brief index: the read failed (${error instanceof Error ? error.message : String(error)}); briefs are searched in SQL, and the read is tried again 10 s on`,
        ),
    },
    redis,
    trustProxy: trustProxy(),
    siteUrl: siteUrl(),
    shareEmailsPerHour: env.SHARE_EMAILS_PER_HOUR,
    contractSigning: {
      p12: env.CONTRACT_SIGNING_P12,
      passphrase: env.CONTRACT_SIGNING_PASSPHRASE,
      dataDir: env.DATA_DIR,
    },
  }).then((built) => (log(`app built in ${since(buildStarted)}`), built));
  const [app, uncounted] = await Promise.all([building, prepare(db, modules)]);
  // With SMTP_URL the outbox is delivered; without it the mail stays in the outbox for /dev/mailbox.
  const delivery = env.SMTP_URL
    ? createMailDelivery({
        outbox: emailOutboxRepository(db.pool),
        transport: nodemailer.createTransport(env.SMTP_URL),
        from: env.SMTP_FROM,
        log,
      })
    : null;
  // Analyses the catalogue's audio in a child process, from the database's job queue.
  const audioWorker = createAudioWorker({
    jobs: audioJobRepository(db.pool),
    mediaDir: join(env.DATA_DIR, 'media'),
    log: (line) => app.log.warn(line),
  });
  let stopping = false;
  const stop = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: closing`);
    await gracefulStop(
      app,
      [
        { close: () => audioWorker.stop() },
        { close: async () => delivery?.stop() },
        { close: async () => void (await redis?.quit()) },
        // Closing the database checkpoints PGlite so the data dir opens cleanly next time.
        { close: () => db.close() },
      ],
      log,
    );
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  await app.listen({ port: env.PORT, host: env.HOST });
  audioWorker.start();
  if (uncounted) countMeaningTotals(db);
  if (app.repos.briefIndex) {
    // Briefs are searched in SQL until it is read.
    const reading = Date.now();
    void app.repos.briefIndex
      .load()
      .then((held) =>
        log(
          held
            ? `brief index read in ${since(reading)}`
            : 'brief index: not read at start (the catalogue changed meanwhile, or the read failed); briefs are searched in SQL until it is',
        ),
      );
  }
  if (delivery) {
    delivery.start();
    log(`delivering email over SMTP (${new URL(env.SMTP_URL!).host})`);
  }
  log(`ready in ${since(started)}: ${env.PUBLIC_URL}  (API docs: ${env.PUBLIC_URL}/docs)`);
}

main().catch((error: unknown) => {
  console.error(`[api] failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
