/**
 * Jest settings the Node packages (api, db, sound, demo) share: TypeScript compiled to CommonJS by swc, as jest's
 * module loader needs; the front-end packages have theirs in shared/build/jest-preset.js.
 */
export function nodeJestConfig(overrides = {}) {
  return {
    testEnvironment: 'node',
    roots: ['<rootDir>/src'],
    testMatch: ['**/*.test.ts'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
      ],
    },
    testTimeout: 60_000,
    // Jest's default is one worker fewer than the cores: one on a two-core machine, where the sound analysis's files
    // (tens of seconds each) then ran one after another.
    maxWorkers: '100%',
    ...overrides,
  };
}
