// `npm start`: installs what is missing, builds what changed, then serves the product until Ctrl-C.
import { buildApps } from './build.mjs';
import { startStack } from './lib/stack.mjs';
import { ensureDependencies, log } from './lib/tools.mjs';

const started = Date.now();
await ensureDependencies();
await buildApps();
const stack = await startStack();
const { ports } = stack;

console.log(`
  RSM Music is running (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)

    Site        http://localhost:${ports.host}
    API         ${stack.apiUrl}   (docs: ${stack.apiUrl}/docs)
    Remotes     catalogue :${ports.catalogue}  player :${ports.player}  playlists :${ports.playlists}  composer :${ports.composer}

  Demo accounts (password: listen-to-the-music)
    customer@demo.test   customer
    composer@demo.test   composer
    blocked@demo.test    downloads blocked
    fake@demo.test       fake account

  Press Ctrl-C to stop.
`);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  log('Stopping…');
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
