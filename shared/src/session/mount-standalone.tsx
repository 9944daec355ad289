import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadRuntimeConfig } from '../config/runtime-config';
import { followLocale } from '../i18n/i18n';
import { AppProviders } from './app-providers';
import { createQueryClient } from './query-client';

/**
 * Renders one remote on its own page, for the team that builds it: the same providers the host renders, the
 * runtime config from the remote's own /config.json, and a router.
 */
export async function mountStandalone(render: () => ReactNode, ready: Promise<void>): Promise<void> {
  await loadRuntimeConfig();
  await Promise.all([ready, followLocale()]);
  createRoot(document.getElementById('root') as HTMLElement).render(
    <AppProviders queryClient={createQueryClient()}>
      <BrowserRouter>{render()}</BrowserRouter>
    </AppProviders>,
  );
}
