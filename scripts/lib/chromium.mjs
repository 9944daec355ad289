// Playwright drives Debian's Chromium (a browser download cannot work on this network).
import { existsSync } from 'node:fs';
import { log, run } from './tools.mjs';

export const CHROMIUM = '/usr/bin/chromium';

export async function ensureChromium() {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM}. Install it with: sudo apt-get update && sudo apt-get install -y chromium`,
    );
  }
  log('Installing Debian chromium with apt');
  await run('apt-get', ['update', '-qq']);
  await run('apt-get', ['install', '-y', '-qq', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return CHROMIUM;
}
