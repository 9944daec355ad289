import { fileURLToPath } from 'node:url';
import { createAppConfig, federationExposes } from '@rsm/shared/build';

export default createAppConfig({
  name: 'composer',
  dir: fileURLToPath(new URL('.', import.meta.url)),
  port: 8084,
  exposes: federationExposes('composer', { routes: './src/exposes/routes.tsx' }),
});
