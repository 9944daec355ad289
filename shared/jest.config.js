import { jestConfig } from './build/jest-preset.js';

export default jestConfig();
