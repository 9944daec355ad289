import { linguiConfig } from './build/lingui-config';

/**
 * Two catalogs: what pages show as they first draw (states, dialogs, toasts, the play, copy-link and sound-search
 * buttons, the download files' names), loaded with the page; and the messages of the parts that are chunks of their
 * own — the track table and the controls (download button and menu, add to playlist, the numbered pager) — loaded
 * beside their code (src/i18n/on-demand-messages.ts).
 */
const ON_DEMAND = [
  '<rootDir>/src/tracks/track-table.tsx',
  '<rootDir>/src/tracks/track-table-head.tsx',
  '<rootDir>/src/tracks/track-row.tsx',
  '<rootDir>/src/tracks/track-cells.tsx',
  '<rootDir>/src/tracks/track-card.tsx',
  '<rootDir>/src/tracks/track-card-list.tsx',
  '<rootDir>/src/tracks/track-actions.tsx',
  '<rootDir>/src/tracks/alternate-rows.tsx',
  '<rootDir>/src/tracks/view-switcher.tsx',
  '<rootDir>/src/tracks/use-row-environment-value.tsx',
  '<rootDir>/src/tracks/row-add-to-playlist.tsx',
  '<rootDir>/src/tracks/row-download.tsx',
  '<rootDir>/src/tracks/row-download-menu.tsx',
  '<rootDir>/src/tracks/add-to-playlist-button.tsx',
  '<rootDir>/src/tracks/api/toggle-pinned-track.ts',
  '<rootDir>/src/downloads/download-button.tsx',
  '<rootDir>/src/downloads/download-menu.tsx',
  '<rootDir>/src/ui/pager/numbered-pager.tsx',
];

export default linguiConfig([
  { path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'], exclude: ON_DEMAND },
  { path: '<rootDir>/src/locales/{locale}/on-demand', include: ON_DEMAND },
]);
