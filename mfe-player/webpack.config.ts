import { fileURLToPath } from 'node:url';
import { createAppConfig, federationExposes } from '@rsm/shared/build';

export default createAppConfig({
  name: 'player',
  dir: fileURLToPath(new URL('.', import.meta.url)),
  port: 8082,
  exposes: federationExposes('player', { player: './src/exposes/player.tsx' }),
});
