// How every browser run here starts Debian's Chromium: headless, and with the background networking that this
// closed network refuses turned off. Shared by playwright.config.ts and the benchmarks. The tests run its headless
// shell (CHROMIUM_PATH, set by the test command: scripts/lib/chromium.mjs says why); the benchmarks measure the
// browser people use.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--autoplay-policy=no-user-gesture-required',
  ],
};
