// Lint rules that carry the architecture; each message says what to do instead.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const APPS = ['host', 'mfe-catalogue', 'mfe-player', 'mfe-playlists', 'mfe-composer'];
/** An app's folders that several of its features use; they sit below the features. */
const APP_SHARED_FOLDERS = ['api', 'components', 'hooks', 'lib', 'stores', 'types', 'utils'];
/** shared/src folders that hold product features: the design system (shared/src/ui) sits below them. */
const SHARED_PRODUCT_FOLDERS = ['analytics', 'contract', 'downloads', 'query', 'session', 'tracks'];

const foldersIn = (dir) =>
  existsSync(path.join(ROOT, dir))
    ? readdirSync(path.join(ROOT, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

/** import-x's no-cycle, with messages that say how to break the cycle. */
const noCycle = {
  ...importX.rules['no-cycle'],
  meta: {
    ...importX.rules['no-cycle'].meta,
    messages: {
      cycle:
        'Dependency cycle: move what both modules need into a third module that both import, or import only types.',
      cycleSource:
        'Dependency cycle via "{{source}}": move what both modules need into a third module that both import, or import only types.',
    },
  },
};

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

/**
 * Inside an app: app shell (routes, layout, exposes…) → features → the app's shared folders. A feature never imports
 * another feature, and the shared folders never import a feature.
 */
const featureZones = (app) => {
  const features = `./${app}/src/features`;
  return [
    ...foldersIn(`${app}/src/features`).map((feature) => ({
      target: `${features}/${feature}`,
      from: features,
      except: [`./${feature}`],
      message: `Features never import each other: move what both use to ${app}/src/components, hooks, lib or api (or @rsm/shared when other apps need it too), or compose the features in the app shell.`,
    })),
    {
      target: APP_SHARED_FOLDERS.map((folder) => `./${app}/src/${folder}`),
      from: features,
      message: `${app}/src/components, hooks, lib and api sit below the features: move what they need out of the feature into them, or take it as a prop.`,
    },
  ];
};

const appBoundaries = (app) => ({
  files: [`${app}/src/**/*.{ts,tsx}`],
  rules: {
    'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: featureZones(app) }],
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
      'bench/web/**',
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
  {
    // Import cycles, followed through the workspace's own TS sources (packages in node_modules are not followed).
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': { ...importX, rules: { ...importX.rules, 'no-cycle': noCycle } } },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['shared/src/ui/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [
            {
              target: './shared/src/ui',
              from: [
                ...SHARED_PRODUCT_FOLDERS.map((folder) => `./shared/src/${folder}`),
                './shared/src/index.ts',
              ],
              message:
                'The design system sits below the product folders of shared: take the piece as a prop or a slot, or move the component out of shared/src/ui.',
            },
          ],
        },
      ],
    },
  },
  {
    // Known exception: the on-demand chunk of the download, add-to-playlist and pager controls still lives in ui.
    files: [
      'shared/src/ui/controls-chunk.ts',
      'shared/src/ui/lazy-controls.tsx',
      'shared/src/ui/lazy-controls.test.tsx',
    ],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // The server's code; its tests beside it may use the test helpers.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [
            {
              target: './api/src',
              from: ['./bench', './api/test'],
              message:
                'The server never imports the benchmarks or its tests: move what both need into api/src.',
            },
            {
              target: './api/src',
              from: ['./demo'],
              message:
                'The server never imports the demo catalogue: the demo package writes into the product through its database, never the other way round.',
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@rsm/demo', '@rsm/demo/**', '@rsm/bench', '@rsm/bench/**'],
              message:
                'The server never imports the demo catalogue or the benchmarks: they use the server, not the other way round.',
            },
          ],
        },
      ],
    },
  },
  {
    // The database layer (schema, connections, transactions) serves the server and the demo seed; it imports neither.
    files: ['db/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [
            {
              target: './db',
              from: ['./api', './demo', './bench'],
              message:
                'The db package never imports the server, the demo catalogue or the benchmarks: they use it, not the other way round. Pass what it needs as arguments, or move the code both need into db/.',
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@rsm/api', '@rsm/api/**', '@rsm/demo', '@rsm/demo/**', '@rsm/bench', '@rsm/bench/**'],
              message:
                'The db package never imports the server, the demo catalogue or the benchmarks: they use it, not the other way round.',
            },
          ],
        },
      ],
    },
  },
  {
    // The demo catalogue writes into the product through its database (@rsm/db), never through the server's code.
    files: ['demo/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [
            {
              target: './demo',
              from: ['./api'],
              message:
                'The demo catalogue never imports the server: reach the database through @rsm/db, or move what both need into db/.',
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@rsm/api', '@rsm/api/**'],
              message:
                'The demo catalogue never imports the server: reach the database through @rsm/db, or move what both need into db/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The sound library knows no server, database or app: they use it, never the other way round.
    files: ['sound/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [
            {
              target: './sound',
              from: [
                './api',
                './db',
                './host',
                './mfe-catalogue',
                './mfe-player',
                './mfe-playlists',
                './mfe-composer',
                './e2e',
              ],
              message:
                'The sound library stands alone: pass what it needs as arguments, or move the code it wants into sound/.',
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@rsm/api', '@rsm/api/**'], message: 'The sound library never imports the server.' },
            { group: ['@rsm/db', '@rsm/db/**'], message: 'The sound library never imports the database.' },
          ],
        },
      ],
    },
  },
);
