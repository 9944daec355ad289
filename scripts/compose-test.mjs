// `npm run compose:test`: the QA stack for real. Builds the images (base images made from Debian's packages where
// no image registry answers), starts docker-compose.yml with two API replicas on PostgreSQL + Redis, runs the
// Playwright suite through the gateway from this machine, releases the catalogue by image tag under an open tab and
// rolls it back, then tears everything down. Prints each step's duration and the images' sizes.
//   npm run compose:test                 # everything
//   npm run compose:test -- --keep       # leave the stack running afterwards (docker compose down -v to stop)
//   npm run compose:test -- --whole-suite  # every spec through the gateway, not only the smoke ones
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { stripVTControlCharacters } from 'node:util';
import path from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { DOCKER, ensureDocker } from './lib/docker.mjs';
import { ensureDependencies, log, pnpm, root, run } from './lib/tools.mjs';

const keep = process.argv.includes('--keep');
const wholeSuite = process.argv.includes('--whole-suite');
const gatewayPort = process.env.COMPOSE_GATEWAY_PORT ?? '8180';
const mailboxPort = process.env.COMPOSE_MAILBOX_PORT ?? '8125';
// The port of the page from which the suite runs a third-party API client (j-toker), an origin the API allows.
const clientPort = process.env.COMPOSE_CLIENT_PORT ?? '8190';
const project = process.env.COMPOSE_PROJECT_NAME ?? 'rsm-qa';
const timings = [];
// Outside e2e/test-results, which each Playwright run empties.
const e2eReports = ['suite', 'release'].map((name) => path.join(tmpdir(), `rsm-compose-${name}.json`));
for (const report of e2eReports) rmSync(report, { force: true });

async function step(name, action) {
  const started = Date.now();
  log(`${name}…`);
  let ok = false;
  try {
    const result = await action();
    ok = true;
    return result;
  } finally {
    timings.push({ name, ok, seconds: (Date.now() - started) / 1000 });
  }
}

await ensureDependencies();
const bases = await step('docker and base images', ensureDocker);
const env = {
  ...process.env,
  ...bases,
  COMPOSE_PROJECT_NAME: project,
  GATEWAY_PORT: gatewayPort,
  MAILBOX_PORT: mailboxPort,
  QA_CLIENT_ORIGINS: `http://127.0.0.1:${clientPort}`,
  // Every spec signs in from this one address (the gateway's): the API's 10 a minute would turn later ones away.
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  DOCKER_BUILDKIT: '1',
};
const compose = (args, options = {}) => run(DOCKER, ['compose', ...args], { env, ...options });

let failed;
try {
  await step('build the images', () => compose(['build', '--progress=quiet']));
  await step('compose up until the gateway is healthy', () =>
    compose(['up', '-d', '--wait', '--wait-timeout', '600']),
  );
  const chromium = await ensureChromium();
  const origin = `http://localhost:${gatewayPort}`;
  const e2e = (grep, report) =>
    pnpm(['--filter', '@rsm/e2e', 'test', ...grep, '--reporter=list,json'], {
      env: {
        ...env,
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
        CHROMIUM_PATH: chromium,
        BASE_URL: origin,
        E2E_API_URL: `${origin}/api`,
        E2E_MAILBOX_URL: `http://127.0.0.1:${mailboxPort}/`,
        E2E_CLIENT_PORT: clientPort,
        DEGRADED_URL: '',
        COMPOSE_RELEASE: 'true',
      },
    });
  await step('e2e through the gateway', () =>
    e2e([...(wholeSuite ? [] : ['--grep', '@smoke']), '--grep-invert', '@compose'], e2eReports[0]),
  );
  // Alone: the release restarts the catalogue and the gateway, which would fail any page loading beside it.
  await step('a release by image tag under an open tab', () => e2e(['--grep', '@compose'], e2eReports[1]));
} catch (error) {
  failed = error;
  spawnSync(DOCKER, ['compose', 'ps', '-a'], { env, stdio: 'inherit', cwd: root });
  spawnSync(DOCKER, ['compose', 'logs', '--tail', '60'], { env, stdio: 'inherit', cwd: root });
  printFailedSpecs();
} finally {
  const sizes = spawnSync(DOCKER, ['images', '--format', '{{.Repository}}:{{.Tag}} {{.Size}}', 'rsm/*'], {
    encoding: 'utf8',
  }).stdout;
  if (!keep) await step('compose down', () => compose(['down', '-v', '--remove-orphans', '--timeout', '10']));
  console.log(`\nImages\n${sizes.replace(/^/gm, '  ')}`);
  console.log('Compose run');
  for (const { name, ok, seconds } of timings)
    console.log(`  ${ok ? '✔' : '✖'} ${name.padEnd(44)} ${seconds.toFixed(1)} s`);
}
/** The failed specs and their first error lines, printed after the containers' logs so they end the output. */
function printFailedSpecs() {
  const failures = [];
  const visit = (suite, titles) => {
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          if (result.status !== 'passed' && result.status !== 'skipped')
            failures.push({ title: [...titles, spec.title].filter(Boolean).join(' › '), result });
  };
  for (const report of e2eReports)
    if (existsSync(report)) visit(JSON.parse(readFileSync(report, 'utf8')), []);
  if (failures.length === 0) return;
  console.log('\nFailed through the gateway');
  for (const { title, result } of failures) {
    const message = stripVTControlCharacters(result.error?.message ?? result.status);
    console.log(`  ✖ ${title} (retry ${result.retry}, ${result.duration} ms)`);
    console.log(message.split('\n').slice(0, 12).join('\n').replace(/^/gm, '      '));
  }
}

const passed = timings.filter((t) => t.ok).length;
console.log(`\ncompose: ${passed} passed, ${timings.length - passed} failed`);
if (failed) {
  console.error(`✖ compose run failed: ${failed.message}`);
  process.exit(1);
}
