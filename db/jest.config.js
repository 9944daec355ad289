import { nodeJestConfig } from '../jest-node-preset.js';

/** Database tests: the real migrations on a real Postgres engine. */
export default nodeJestConfig();
