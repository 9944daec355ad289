import { defineConfig } from '@lingui/cli';

/**
 * Two catalogs: what the first view of the home page shows (the search bar and its suggestions, the home page, the
 * album and playlist cards), loaded with the exposed modules; and every other page and dialog (search, album,
 * track, catalogue, curated playlists, My albums, advanced and reference search, track details), loaded with the
 * first of them (see page-messages.ts).
 */
const FIRST_VIEW = [
  '<rootDir>/src/exposes',
  '<rootDir>/src/pages.tsx',
  '<rootDir>/src/features/home',
  '<rootDir>/src/features/search-bar',
  '<rootDir>/src/components/album-card.tsx',
  '<rootDir>/src/components/album-grid.tsx',
  '<rootDir>/src/components/cover-card.tsx',
  '<rootDir>/src/components/curated-playlist-card.tsx',
  '<rootDir>/src/components/curated-playlist-grid.tsx',
];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'pt'],
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/messages', include: FIRST_VIEW },
    {
      path: '<rootDir>/src/locales/{locale}/pages',
      include: ['<rootDir>/src'],
      // Exclusions are globs: a folder's files are `folder/**`.
      exclude: FIRST_VIEW.map((entry) => (/\.tsx?$/.test(entry) ? entry : `${entry}/**`)),
    },
  ],
  format: 'po',
  orderBy: 'messageId',
});
