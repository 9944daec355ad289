// `npm test`: every check the project has, in order, on a fresh machine with only Node and npm.
// Lint, typecheck, catalogs, unit tests, API tests (on Postgres when TEST_DATABASE_URL is set, else on PGlite),
// production builds, and Playwright against the built composed stack — directly and through the nginx gateway.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { buildApps } from './build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { gatewayVersions, startGateway, nginxAvailable } from './lib/gateway.mjs';
import { checkCatalogs } from './lib/i18n-check.mjs';
import { prepareSkew, restoreRegistry } from './lib/skew.mjs';
import { startStack } from './lib/stack.mjs';
import { FRONT_END, ensureDependencies, log, pnpm, root, run } from './lib/tools.mjs';

// The e2e stack runs beside a developer's `npm start` (8080–8084, 3000); E2E_PORT_BASE moves it again if needed.
const portBase = Number(process.env.E2E_PORT_BASE ?? 8090);
const E2E_PORTS = Object.fromEntries(
  Object.entries({
    HOST_PORT: 0,
    CATALOGUE_PORT: 1,
    PLAYER_PORT: 2,
    PLAYLISTS_PORT: 3,
    COMPOSER_PORT: 4,
    E2E_DEGRADED_HOST_PORT: 5,
  }).map(([name, offset]) => [name, String(portBase + offset)]),
);
E2E_PORTS.API_PORT = process.env.E2E_API_PORT ?? '3010';
const GATEWAY_PORT = portBase + 6;

// `npm test -- --only=e2e` runs just the steps whose name starts with that word (install always runs).
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
// Anything after `--only=e2e` goes to Playwright: `npm test -- --only=e2e tests/player.spec.ts --grep seek`.
const playwrightArgs = process.argv.slice(2).filter((arg) => !arg.startsWith('--only='));
const results = [];
const startedAt = Date.now();
async function step(name, action) {
  if (only && name !== 'install' && !name.startsWith(only)) return;
  const started = Date.now();
  log(`${name}…`);
  try {
    await action();
    results.push({ name, ok: true, seconds: (Date.now() - started) / 1000 });
  } catch (error) {
    results.push({ name, ok: false, seconds: (Date.now() - started) / 1000 });
    report();
    console.error(`\n✖ ${name} failed: ${error.message}`);
    process.exit(1);
  }
}

function report() {
  console.log('\nTest summary');
  for (const { name, ok, seconds } of results)
    console.log(`  ${ok ? '✔' : '✖'} ${name.padEnd(40)} ${seconds.toFixed(1)} s`);
  // Lint and typecheck overlap: the wall-clock time is less than the steps' sum.
  console.log(`  total ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  const passed = results.filter((r) => r.ok).length;
  console.log(`\n${passed} passed, ${results.length - passed} failed`);
}

// Ctrl-C or a stop signal still ends the stack this run started (see startStack).
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => process.exit(130));

const testEnv = { ...process.env };
delete testEnv.TEST_DATABASE_URL;
delete testEnv.DATABASE_URL;

await step('install', ensureDependencies);
// Lint and typecheck only read the tree: side by side (two single-threaded programs) they take the time of the longer
// one. The catalogs step writes compiled catalogs that tsc reads, so it runs after them.
await Promise.all([
  step('lint and format', async () => {
    await run(path.join(root, 'node_modules/.bin/eslint'), ['.', '--max-warnings=0']);
    await run(path.join(root, 'node_modules/.bin/prettier'), ['--check', '.', '--log-level=warn']);
  }),
  // One program for the front end (shared is checked once, not once per app), then the API and e2e packages.
  step('typecheck', async () => {
    await run(path.join(root, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json']);
    await pnpm([
      '--filter',
      '@rsm/api',
      '--filter',
      '@rsm/sound',
      '--filter',
      '@rsm/db',
      '--filter',
      '@rsm/demo',
      '--filter',
      '@rsm/e2e',
      '--parallel',
      'typecheck',
    ]);
  }),
]);
await step('i18n catalogs (extract check, compile --strict)', checkCatalogs);
// The front-end packages in one jest run (jest.front-end.config.js), then the Node packages but the API, one by one.
await step('unit tests', async () => {
  await run(path.join(root, 'shared/node_modules/.bin/jest'), ['--config', 'jest.front-end.config.js'], {
    env: testEnv,
  });
  const skipped = ['api', 'e2e', ...FRONT_END].flatMap((name) => ['--filter', `!@rsm/${name}`]);
  await pnpm(['-r', '--workspace-concurrency=1', ...skipped, 'test'], { env: testEnv });
});
// With a PostgreSQL server (TEST_DATABASE_URL, as in CI) every API test runs there, and PGlite then runs the tests
// that depend on the embedded engine: its own child process and data folder, the search SQL and the demo seed. The
// e2e stack below runs on PGlite too (api/package.json's test:embedded-engine names those files). Without a server,
// every API test runs on PGlite. One run at a time: side by side they were no faster on two cores, and the heaviest
// files of both ran at once and outlasted their timeouts.
if (process.env.TEST_DATABASE_URL) {
  await step('API tests on PostgreSQL', () =>
    pnpm(['--filter', '@rsm/api', 'test'], {
      env: { ...testEnv, TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
    }),
  );
  await step('API tests on PGlite (embedded engine, search, seed)', () =>
    pnpm(['--filter', '@rsm/api', 'test:embedded-engine'], { env: testEnv }),
  );
} else {
  await step('API tests on PGlite', () => pnpm(['--filter', '@rsm/api', 'test'], { env: testEnv }));
}
await step('production builds', () => buildApps({ force: process.env.CI === 'true' }));
if (only?.startsWith('e2e')) await buildApps();

if (only && !'e2e'.startsWith(only) && !only.startsWith('e2e')) {
  report();
  process.exit(0);
}
const chromium = await ensureChromium();
// Every spec signs in from this one address: the API's 10 sign-ins a minute would turn the later ones away.
// The stack serves a release store of its own: release.spec.ts releases and rolls back apps in it.
const releaseStore = path.join('.data', `releases-e2e-${portBase}`);
const e2eEnv = {
  ...testEnv,
  ...E2E_PORTS,
  CHROMIUM_PATH: chromium,
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  RELEASE_STORE: releaseStore,
  // Social sign-in against the OpenID provider that social-sign-in.spec.ts starts on this port.
  E2E_OIDC_PORT: process.env.E2E_OIDC_PORT ?? '3610',
  OIDC_ISSUER_URL: `http://localhost:${process.env.E2E_OIDC_PORT ?? '3610'}`,
  OIDC_CLIENT_ID: 'rsm-test',
  OIDC_CLIENT_SECRET: 'rsm-test-secret',
  OIDC_PROVIDER_NAME: 'Test ID',
};
const dataDir = path.join(root, '.data', `e2e-${portBase}`);
if (process.env.CI === 'true') {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(path.join(root, releaseStore), { recursive: true, force: true });
}
// The rest of the demo audio is not rendered beside the browser tests: synthesising and analysing its 153 pieces ran
// through 16 of the run's 22 minutes on two cores, and the layout tests ran 37 % faster once it was stopped. The tests
// need what the seed renders and the API analyses: each theme's first piece, which the theme's tracks play meanwhile.
const stack = await startStack({ env: e2eEnv, dataDir, quiet: true, renderAudio: false });
try {
  const base = {
    ...e2eEnv,
    BASE_URL: `http://localhost:${E2E_PORTS.HOST_PORT}`,
    E2E_API_URL: stack.apiUrl,
    DEGRADED_URL: `http://localhost:${E2E_PORTS.E2E_DEGRADED_HOST_PORT}`,
  };
  // The skew matrix switches the versions the stack serves: it runs alone, after the other browser tests.
  const store = path.join(root, releaseStore);
  const skewAsked = playwrightArgs.some((arg) => arg.includes('skew'));
  const skewEnv = async () => ({ ...base, SKEW_VERSIONS: JSON.stringify(await prepareSkew(store, base)) });
  await step('e2e (Playwright, Chromium)', async () =>
    pnpm(
      [
        '--filter',
        '@rsm/e2e',
        'test',
        ...(playwrightArgs.length > 0 ? playwrightArgs : ['--grep-invert', '@skew']),
      ],
      {
        env: skewAsked ? await skewEnv() : base,
      },
    ).finally(() => skewAsked && restoreRegistry(store)),
  );
  if (playwrightArgs.length === 0) {
    await step('e2e version skew (previous releases against HEAD)', async () =>
      pnpm(['--filter', '@rsm/e2e', 'test', 'tests/skew.spec.ts'], { env: await skewEnv() }).finally(() =>
        restoreRegistry(store),
      ),
    );
  }
  if (playwrightArgs.length > 0) log('A subset of the e2e tests was asked for: skipping the gateway run');
  else if (nginxAvailable()) {
    const stopGateway = await startGateway({
      port: GATEWAY_PORT,
      upstreams: {
        PUBLIC_ORIGIN: `http://localhost:${GATEWAY_PORT}`,
        API_UPSTREAM: stack.apiUrl,
        HOST_UPSTREAM: `http://127.0.0.1:${E2E_PORTS.HOST_PORT}`,
        CATALOGUE_UPSTREAM: `http://127.0.0.1:${E2E_PORTS.CATALOGUE_PORT}`,
        PLAYER_UPSTREAM: `http://127.0.0.1:${E2E_PORTS.PLAYER_PORT}`,
        PLAYLISTS_UPSTREAM: `http://127.0.0.1:${E2E_PORTS.PLAYLISTS_PORT}`,
        COMPOSER_UPSTREAM: `http://127.0.0.1:${E2E_PORTS.COMPOSER_PORT}`,
        ...gatewayVersions(path.join(root, releaseStore)),
      },
    });
    try {
      await step('e2e through the nginx gateway', () =>
        pnpm(['--filter', '@rsm/e2e', 'test', '--grep', '@smoke'], {
          env: {
            ...base,
            BASE_URL: `http://localhost:${GATEWAY_PORT}`,
            E2E_API_URL: `http://localhost:${GATEWAY_PORT}/api`,
            DEGRADED_URL: '',
          },
        }),
      );
    } finally {
      await stopGateway();
    }
  } else {
    log('nginx not installed: skipping the gateway run (apt-get install -y nginx to include it)');
  }
} finally {
  await stack.stop();
}
report();
