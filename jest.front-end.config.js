/**
 * The front-end packages' unit tests in one run (`npm test`): one pool of workers over every package's test files,
 * instead of one run per package, each starting jest and idling a worker on its last files. Each package still runs
 * on its own with its own `jest.config.js` (`pnpm --filter @rsm/host test`).
 */
import { FRONT_END } from './scripts/lib/tools.mjs';

export default {
  projects: FRONT_END.map((folder) => `<rootDir>/${folder}`),
  maxWorkers: '100%',
};
