// `npm run dev`: the API and every app's webpack dev server with live reload, until Ctrl-C.
import { spawn } from 'node:child_process';
import { seedDemo, waitFor } from './lib/stack.mjs';
import { APPS, ensureDependencies, pnpmBin, root } from './lib/tools.mjs';

await ensureDependencies();
const children = [
  spawn(pnpmBin, ['--filter', '@rsm/api', 'start'], { cwd: root, stdio: 'inherit', detached: true }),
  ...APPS.map((app) =>
    spawn(pnpmBin, ['--filter', `@rsm/${app}`, 'dev'], { cwd: root, stdio: 'inherit', detached: true }),
  ),
];
console.log('Development servers starting: site on http://localhost:8080, API on http://localhost:3000');
// The demo catalogue is seeded once the API serves (its audio then renders in the background).
waitFor('http://localhost:3000/health', children[0], 180_000)
  .then(() => seedDemo({}))
  .then((render) => children.push(render))
  .catch((error) => console.error(`demo seed: ${error.message}`));
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
