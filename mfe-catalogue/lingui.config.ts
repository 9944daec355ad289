import { firstViewCatalogs, linguiConfig } from '@rsm/shared/lingui-config';

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

export default linguiConfig(firstViewCatalogs(FIRST_VIEW));
