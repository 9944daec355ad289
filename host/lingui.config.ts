import { defineConfig } from '@lingui/cli';

/**
 * Two catalogs: what every page shows (top bar, menus, footer, start-up and remote fallbacks), loaded with the
 * page; and the host's own pages (account, sign-in, content, dashboards), loaded with the first of them.
 */
const CHROME = [
  '<rootDir>/src/app.tsx',
  '<rootDir>/src/boot-error.tsx',
  '<rootDir>/src/layout',
  '<rootDir>/src/federation',
  '<rootDir>/src/routes',
  '<rootDir>/src/components/slide-in-button.tsx',
  '<rootDir>/src/components/slide-in-panel.tsx',
  '<rootDir>/src/features/analytics',
  '<rootDir>/src/features/auth/session-menu.tsx',
  '<rootDir>/src/features/auth/user-menu.tsx',
  '<rootDir>/src/features/auth/user-menu-entries.ts',
  '<rootDir>/src/features/newsletter/newsletter-button.tsx',
];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'pt'],
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/messages', include: CHROME },
    {
      path: '<rootDir>/src/locales/{locale}/pages',
      include: ['<rootDir>/src'],
      // Exclusions are globs: a folder's files are `folder/**`.
      exclude: CHROME.map((entry) => (/\.tsx?$/.test(entry) ? entry : `${entry}/**`)),
    },
  ],
  format: 'po',
  orderBy: 'messageId',
});
