import { registerCatalog, type CatalogLoader } from '@rsm/shared';

// One import per locale rather than a template: no lookup table of catalogs in the modules that load it.
const pageCatalog: CatalogLoader = (locale) =>
  locale === 'pt' ? import('./locales/pt/pages') : import('./locales/en/pages');

/**
 * The messages of every catalogue page but the home page, and of the dialogs (locales/{locale}/pages), a catalog of
 * their own: the first view of the home page never loads them. Loaded beside the code of the first page or dialog
 * that needs them, which renders only once both are in (no message ids, no English on a Portuguese page), and
 * again, like every catalog, on a change of language.
 */
export const loadPageMessages = (): Promise<void> => registerCatalog(pageCatalog);
