import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@rsm/shared/build';

export default createAppConfig({
  name: 'host',
  dir: fileURLToPath(new URL('.', import.meta.url)),
  port: 8080,
  isHost: true,
});
