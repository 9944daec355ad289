import { registerCatalog, type CatalogLoader } from './i18n';

const onDemandCatalog: CatalogLoader = (locale) => import(`../locales/${locale}/on-demand.ts`);

/**
 * The messages of the parts loaded on demand — the track table and the controls (lingui.config.ts): a catalog of its
 * own, loaded beside their code, so the first view of a page without them never loads their messages.
 */
export const loadOnDemandMessages = (): Promise<void> => registerCatalog(onDemandCatalog);
