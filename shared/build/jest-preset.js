import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * The Lingui macro's swc plugin by path: swc looks a plugin's name up from the working folder, which a run of several
 * packages at once (the root's jest.front-end.config.js) does not share.
 */
const LINGUI_SWC_PLUGIN = createRequire(import.meta.url).resolve('@lingui/swc-plugin');

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
            experimental: { plugins: [[LINGUI_SWC_PLUGIN, {}]] },
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
