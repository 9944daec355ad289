import { defineConfig } from '@lingui/cli';

type Catalogs = NonNullable<Parameters<typeof defineConfig>[0]['catalogs']>;

/** Every app's Lingui config: English source, Portuguese translation, .po catalogs under src/locales. */
export function linguiConfig(
  catalogs: Catalogs = [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'] }],
) {
  return defineConfig({
    sourceLocale: 'en',
    locales: ['en', 'pt'],
    catalogs,
    format: 'po',
    orderBy: 'messageId',
  });
}

/**
 * Two catalogs: `messages`, for what the first view shows and loads with the page, and `pages`, for the rest of the
 * app, loaded with the first of its pages.
 */
export function firstViewCatalogs(firstView: string[]): Catalogs {
  return [
    { path: '<rootDir>/src/locales/{locale}/messages', include: firstView },
    {
      path: '<rootDir>/src/locales/{locale}/pages',
      include: ['<rootDir>/src'],
      // Exclusions are globs: a folder's files are `folder/**`.
      exclude: firstView.map((entry) => (/\.tsx?$/.test(entry) ? entry : `${entry}/**`)),
    },
  ];
}
