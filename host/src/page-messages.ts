import { registerCatalog, type CatalogLoader } from '@rsm/shared';

const pageCatalog: CatalogLoader = (locale) => import(`./locales/${locale}/pages.ts`);

/**
 * The messages of the host's own pages (account, sign-in, content, dashboards: locales/{locale}/pages), a catalog of
 * their own: the pages of the remotes never load them. Loaded with the first host page or dialog that needs them, and
 * again, like every catalog, on a change of language.
 */
export const loadPageMessages = (): Promise<void> => registerCatalog(pageCatalog);
