import { registerCatalog, withEnglishBundled } from '@rsm/shared';
import { messages as en } from './locales/en/messages';

/**
 * This app's first-view messages (the search bar, the home page and its cards) join the page's one Lingui instance;
 * exposed modules wait for them before rendering. English comes with the code, so an English page's module is ready
 * as soon as it has run. The other pages' messages are a catalog of their own (page-messages.ts).
 */
export const catalogReady = registerCatalog(withEnglishBundled(en, () => import('./locales/pt/messages')));
