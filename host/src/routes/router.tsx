import { ROUTES, Route, Routes, routesOf, type RouteIdOf } from '@rsm/shared';
import { lazy, Suspense, type ComponentType } from 'react';
import { RemoteErrorBoundary } from '../federation/remote-slot';
import { Layout } from '../layout/layout';
import { PageLoading } from '../layout/page-loading';
import { loadPageMessages } from '../page-messages';
import { HOST_PAGES } from './host-pages';
import { OwnedRoute } from './owned-route';

const pages = new Map<RouteIdOf<'host'>, ComponentType>();

/**
 * A host page as a lazy component, made once: React keeps what it loaded across navigations. Its code and the host
 * pages' messages load together.
 */
function hostPage(id: RouteIdOf<'host'>): ComponentType {
  let page = pages.get(id);
  if (!page) {
    page = lazy(async () => ({ default: (await Promise.all([HOST_PAGES[id](), loadPageMessages()]))[0] }));
    pages.set(id, page);
  }
  return page;
}

/**
 * The host's own routes come from the route table, each page loaded on demand; every other path goes to the remote
 * that owns it (see routeOwner in @rsm/shared), mounted at the root so the remote matches full paths itself.
 * Navigations are transitions (the router's default), so a page whose code is still loading leaves the previous one
 * on screen; only a first visit shows the loading state.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {routesOf('host').map((id) => {
          const Page = hostPage(id);
          return (
            <Route
              key={id}
              path={ROUTES[id].pattern}
              element={
                <RemoteErrorBoundary name={`host/${id}`}>
                  <Suspense fallback={<PageLoading />}>
                    <Page />
                  </Suspense>
                </RemoteErrorBoundary>
              }
            />
          );
        })}
        <Route path="*" element={<OwnedRoute />} />
      </Route>
    </Routes>
  );
}
