// Lint rules that carry the architecture; each message says what to do instead.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const APPS = ['host', 'mfe-catalogue', 'mfe-player', 'mfe-playlists', 'mfe-composer'];

/** File names are kebab-case (dots for suffixes such as .test or .do). */
const kebabCase = {
  meta: {
    type: 'suggestion',
    messages: { name: 'File name "{{name}}" must be kebab-case, e.g. track-row.tsx.' },
  },
  create(context) {
    return {
      Program(node) {
        const name = context.filename.split('/').pop() ?? '';
        if (!/^[a-z0-9]+(?:[-.][a-z0-9]+)*$/.test(name))
          context.report({ node, messageId: 'name', data: { name } });
      },
    };
  },
};

const appBoundaries = (app) => ({
  files: [`${app}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: APPS.filter((other) => other !== app).flatMap((other) => [
              `**/${other}/**`,
              `@rsm/${other}`,
              `@rsm/${other}/**`,
            ]),
            message: 'Apps never import each other: meet through @rsm/shared or a federated module.',
          },
          { group: ['@chakra-ui/*', '@emotion/*'], message: 'Use the design system from @rsm/shared.' },
          {
            group: ['react-router', 'react-router-dom'],
            message: 'Import router pieces from @rsm/shared: one copy of the router for all apps.',
          },
          {
            group: ['@rsm/shared/src/**', '**/shared/src/**'],
            message: 'Import from @rsm/shared, not its files.',
          },
        ],
      },
    ],
    'no-restricted-globals': [
      'error',
      { name: 'fetch', message: 'Use request/api from @rsm/shared (base URL, locale and auth headers).' },
      { name: 'localStorage', message: 'Use a persistent store from @rsm/shared.' },
      { name: 'sessionStorage', message: 'Use a store from @rsm/shared.' },
    ],
    'no-restricted-properties': [
      'error',
      { object: 'window', property: 'fetch', message: 'Use request/api from @rsm/shared.' },
      { object: 'window', property: 'localStorage', message: 'Use a persistent store from @rsm/shared.' },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.tools/**',
      '**/.data/**',
      '**/locales/**/*.ts',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      // Client types written by openapi-typescript from the API's document (pnpm --filter @rsm/api openapi:types).
      'api/test/contract/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, rsm: { rules: { 'kebab-case-files': kebabCase } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'rsm/kebab-case-files': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read the environment only in an env module (env.ts, serve-env.ts, build-env.ts).',
        },
      ],
    },
  },
  {
    // The env modules, and the start/test scripts that hand the environment to child processes.
    files: [
      '**/env.ts',
      '**/serve-env.ts',
      '**/build-env.ts',
      'scripts/**',
      'e2e/**',
      '**/jest.config.js',
      '**/playwright.config.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest } },
  },
  ...APPS.map(appBoundaries),
);
