import { fileURLToPath } from 'node:url';
import { createAppConfig, federationExposes } from '@rsm/shared/build';

export default createAppConfig({
  name: 'catalogue',
  dir: fileURLToPath(new URL('.', import.meta.url)),
  port: 8081,
  exposes: federationExposes('catalogue', {
    routes: './src/exposes/routes.tsx',
    'search-bar': './src/exposes/search-bar.tsx',
    'track-details': './src/exposes/track-details.tsx',
  }),
});
