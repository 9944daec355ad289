import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions as chromium } from './chromium.mjs';

/**
 * Runs against an already running composed stack (the test command starts it): BASE_URL is the host,
 * DEGRADED_URL a second host whose player remote is down, E2E_API_URL the API.
 */

export default defineConfig({
  testDir: './tests',
  // Two specs check the repository's own files (the compose file, the gateway's template), not a running stack: the
  // suite's container (deploy/e2e.Dockerfile), which holds e2e/ and shared/ only, leaves them out.
  testIgnore:
    process.env.E2E_WITHOUT_REPOSITORY === '1' ? ['**/compose.spec.ts', '**/release-compose.spec.ts'] : [],
  // A test is a whole journey (sign in, several pages, a reload): 90 s on a busy two-core machine, where a page with
  // its scripts, data and pictures can take several seconds.
  timeout: 90_000,
  // What a page shows once its remotes and data are in: on a busy two-core machine (two workers, each with its
  // browser, beside the stack and its first audio analyses) that has taken up to 12 s.
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  // One retry everywhere: the suite runs two workers beside a full stack on two cores, where a slow moment can miss a
  // timeout; a retried test is still listed as flaky in the report.
  retries: 1,
  reporter: [['list']],
  use: {
    baseURL: process.env.BASE_URL ?? 'http://localhost:8080',
    // A trace snapshots the whole page at every action: on a 250-row table or a long results page that made a test
    // a third slower. First tries run without one; a retry records it, so a flaky or failing test still leaves one.
    trace: 'on-first-retry',
    // What the page showed when a test failed.
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, launchOptions: chromium },
    },
  ],
});
