import { registerCatalog } from '@rsm/shared';

let loading: Promise<void> | undefined;

/**
 * The messages of the host's own pages (account, sign-in, content, dashboards: locales/{locale}/pages), a catalog of
 * their own: the pages of the remotes never load them. Loaded with the first host page or dialog that needs them, and
 * again, like every catalog, on a change of language.
 */
export function loadPageMessages(): Promise<void> {
  loading ??= registerCatalog((locale) => import(`./locales/${locale}/pages.ts`)).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
