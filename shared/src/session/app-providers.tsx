import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { i18n } from '../i18n/i18n';
import { DesignSystemProvider } from '../ui/design-system-provider';
import { Toaster } from '../ui/toaster';
import { LocaleSync } from './locale-sync';
import { SessionSync } from './session-sync';

/**
 * The providers every page needs, rendered once by the host and by each remote's standalone dev entry.
 * The router is left to the caller (the host owns routing).
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <DesignSystemProvider>
          <SessionSync />
          <LocaleSync />
          {children}
          <Toaster />
        </DesignSystemProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
