import { jestConfig } from '@rsm/shared/build/jest-preset.js';

export default jestConfig();
