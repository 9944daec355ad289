/** Demo unit tests: the plans and the synthesiser, no database (the seeded database is tested by the API's tests). */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  // lamejs ships ESM plus an IIFE without CommonJS exports: compile its ESM build instead.
  moduleNameMapper: {
    '^@breezystack/lamejs$': '<rootDir>/../sound/node_modules/@breezystack/lamejs/dist/lamejs.js',
    // import.meta does not exist in CommonJS; the test twin resolves the same folder with __dirname.
    '^(\\.{1,2}/)+demo-root(\\.js)?$': '<rootDir>/test/demo-root.cjs',
  },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(@breezystack))'],
  testTimeout: 60_000,
};
