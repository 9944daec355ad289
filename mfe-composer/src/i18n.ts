import { registerCatalog } from '@rsm/shared';

/** This app's messages join the page's one Lingui instance; exposed modules wait for them before rendering. */
export const catalogReady = registerCatalog((locale) => import(`./locales/${locale}/messages.ts`));
