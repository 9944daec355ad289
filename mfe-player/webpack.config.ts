import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@rsm/shared/build';

export default createAppConfig({
  name: 'player',
  dir: fileURLToPath(new URL('.', import.meta.url)),
  port: 8082,
  exposes: { './player': './src/exposes/player.tsx' },
});
