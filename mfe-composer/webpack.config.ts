import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@rsm/shared/build';

export default createAppConfig({
  name: 'composer',
  dir: fileURLToPath(new URL('.', import.meta.url)),
  port: 8084,
  exposes: { './routes': './src/exposes/routes.tsx' },
});
