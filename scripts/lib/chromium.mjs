// Playwright drives Debian's Chromium (a browser download cannot work on this network): its headless shell, the
// browser without the windows of a desktop browser, as Playwright's own headless runs use. The full browser builds
// its address bar's pop-up (a page of its own, in a renderer of its own) for every browser context a test opens:
// measured on 64 page loads in two workers, 86 s with the full browser and 55–60 s with the shell, and each page's
// main-thread work halved.
import { existsSync } from 'node:fs';
import { log, run } from './tools.mjs';

const PACKAGE = 'chromium-headless-shell';
export const CHROMIUM = `/usr/bin/${PACKAGE}`;

export async function ensureChromium() {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium's headless shell is missing at ${CHROMIUM}. Install it with: sudo apt-get update && sudo apt-get install -y ${PACKAGE}`,
    );
  }
  log(`Installing Debian ${PACKAGE} with apt`);
  await run('apt-get', ['update', '-qq']);
  await run('apt-get', ['install', '-y', '-qq', PACKAGE], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return CHROMIUM;
}
