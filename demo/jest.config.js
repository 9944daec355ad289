import sound from '../sound/jest.config.js';

/**
 * Demo unit tests: the plans and the synthesiser, no database (the seeded database is tested by the API's tests).
 * Compiled as the sound library's tests are, whose encoders the synthesiser writes with.
 */
export default {
  ...sound,
  moduleNameMapper: {
    '^@breezystack/lamejs$': '<rootDir>/../sound/node_modules/@breezystack/lamejs/dist/lamejs.js',
    // import.meta does not exist in CommonJS; the test twin resolves the same folder with __dirname.
    '^(\\.{1,2}/)+demo-root(\\.js)?$': '<rootDir>/test/demo-root.cjs',
  },
};
