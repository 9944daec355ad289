import { nodeJestConfig } from '../jest-node-preset.js';

/** Sound tests: no database, no server. */
export default nodeJestConfig({
  // lamejs ships ESM plus an IIFE without CommonJS exports: compile its ESM build instead.
  moduleNameMapper: {
    '^@breezystack/lamejs$': '<rootDir>/node_modules/@breezystack/lamejs/dist/lamejs.js',
  },
  // Node 20 require()s these ESM-only packages natively; jest's module loader cannot, so swc compiles them.
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/)?(@breezystack|mpg123-decoder|@wasm-audio-decoders|simple-yenc))',
  ],
});
