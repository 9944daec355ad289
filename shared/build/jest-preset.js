import { fileURLToPath } from 'node:url';

/**
 * Jest settings every front-end package uses: swc with the Lingui macro, jsdom, and the ESM-only packages
 * (nanostores, ofetch and its dependencies) transformed.
 */
export function jestConfig(overrides = {}) {
  return {
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/build/**/*.test.ts'],
    transform: {
      '^.+\\.(m?[tj]s|[tj]sx)$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            target: 'es2022',
            transform: { react: { runtime: 'automatic' } },
            experimental: { plugins: [['@lingui/swc-plugin', {}]] },
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [
      '/node_modules/(?!(\\.pnpm/)?(nanostores|@nanostores|ofetch|destr|ufo|node-fetch-native))',
    ],
    setupFiles: [fileURLToPath(new URL('./jest-setup.js', import.meta.url))],
    moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
    // Jest's default leaves a core to its own process, which mostly waits: one worker on a two-core machine.
    maxWorkers: '100%',
    ...overrides,
  };
}
