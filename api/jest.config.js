import { nodeJestConfig } from '../jest-node-preset.js';

/** API tests: real migrations on a real Postgres engine. */
export default nodeJestConfig({
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testPathIgnorePatterns: ['/node_modules/'],
  // lamejs ships ESM plus an IIFE without CommonJS exports: compile its ESM build instead.
  moduleNameMapper: {
    '^@breezystack/lamejs$': '<rootDir>/../sound/node_modules/@breezystack/lamejs/dist/lamejs.js',
    // import.meta does not exist in CommonJS; the test twin resolves the same folder with __dirname.
    '^(\\.{1,2}/)+root-dir(\\.js)?$': '<rootDir>/test/root-dir.cjs',
    // The demo seed (the seeded test database) has its own twin of the same kind.
    '^(\\.{1,2}/)+demo-root(\\.js)?$': '<rootDir>/../demo/test/demo-root.cjs',
  },
  // Node 20 require()s these ESM-only packages natively; jest's module loader cannot, so swc compiles them.
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/)?(@breezystack|content-disposition|cookie|mpg123-decoder|@wasm-audio-decoders|simple-yenc|openid-client|oauth4webapi|jose))',
  ],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  // On a PostgreSQL server each test file has a database of its own and the engine works in its own processes: two
  // files at a time keep both cores busy (the whole suite took 340 s instead of 410 on a busy two-core machine). PGlite runs inside
  // the test process, one file at a time.
  maxWorkers: process.env.TEST_DATABASE_URL ? 2 : 1,
});
