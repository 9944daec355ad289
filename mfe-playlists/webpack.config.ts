import { fileURLToPath } from 'node:url';
import { createAppConfig, federationExposes } from '@rsm/shared/build';

export default createAppConfig({
  name: 'playlists',
  dir: fileURLToPath(new URL('.', import.meta.url)),
  port: 8083,
  exposes: federationExposes('playlists', {
    routes: './src/exposes/routes.tsx',
    'add-to-playlist': './src/exposes/add-to-playlist.tsx',
  }),
});
