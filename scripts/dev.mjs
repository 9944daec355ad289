// `npm run dev`: the API and every app's webpack dev server with live reload, until Ctrl-C.
import { spawn } from 'node:child_process';
import { renderDemoAudio, seedDemo, waitFor } from './lib/stack.mjs';
import { APPS, ensureDependencies, pnpmBin, root } from './lib/tools.mjs';

await ensureDependencies();
// The demo catalogue is seeded before the API opens the database; its audio renders in the background once it serves.
await seedDemo({});
const children = [
  spawn(pnpmBin, ['--filter', '@rsm/api', 'start'], { cwd: root, stdio: 'inherit', detached: true }),
  ...APPS.map((app) =>
    spawn(pnpmBin, ['--filter', `@rsm/${app}`, 'dev'], { cwd: root, stdio: 'inherit', detached: true }),
  ),
];
console.log('Development servers starting: site on http://localhost:8080, API on http://localhost:3000');
waitFor('http://localhost:3000/health', children[0], 180_000)
  .then(() => children.push(renderDemoAudio({})))
  .catch((error) => console.error(`demo audio: ${error.message}`));
const stop = () => {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already stopped
    }
  }
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
