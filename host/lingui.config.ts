import { firstViewCatalogs, linguiConfig } from '@rsm/shared/lingui-config';

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

export default linguiConfig(firstViewCatalogs(CHROME));
