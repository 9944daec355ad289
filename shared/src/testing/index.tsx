import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { $runtimeConfig } from '../config/runtime-config';
import { DesignSystemProvider } from '../ui/design-system-provider';

/** Test helper: the providers a page has (English, source messages), a router at `path`, a fresh query cache. */
export function TestProviders({ children, path = '/' }: { children: ReactNode; path?: string }) {
  if (!i18n.locale) i18n.loadAndActivate({ locale: 'en', messages: {} });
  if (!$runtimeConfig.get()) $runtimeConfig.set({ apiUrl: 'http://api.test', remotes: {} as never });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <DesignSystemProvider>
          <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
        </DesignSystemProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
export {
  albumFixture,
  authHeadersFixture,
  briefingFixture,
  customerFixture,
  pagingMetaFixture,
  playableItemFixture,
  submissionFixture,
  trackFixture,
} from './fixtures';
export {
  fakeNetwork,
  networkError,
  noAnswer,
  reply,
  type FakeCall,
  type FakeHandler,
  type FakeNetwork,
  type FakeRoutes,
} from './fake-network';
export { CurrentAddress } from './current-address';
export { describeBusContract } from './bus-contract';
/** The track lists' view (table, cards, grid): its store is the track table's own, so a test picks a view here. */
export { $trackView } from '../tracks/view-mode';
