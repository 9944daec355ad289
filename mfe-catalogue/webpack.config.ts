import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@rsm/shared/build';

export default createAppConfig({
  name: 'catalogue',
  dir: fileURLToPath(new URL('.', import.meta.url)),
  port: 8081,
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './search-bar': './src/exposes/search-bar.tsx',
    './track-details': './src/exposes/track-details.tsx',
  },
});
