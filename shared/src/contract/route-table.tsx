import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../ui/not-found';
import { ROUTES, routesOf, type PageRemote, type RouteIdOf } from './routes';

/**
 * A remote's pages, one per route the table gives it: a route without a page, or a page for a route the remote
 * does not own, is a type error (an object literal of this type admits no other key).
 */
export type RoutePages<O extends PageRemote> = { [Id in RouteIdOf<O>]: ReactElement };

/** Pages drawn inside a shared frame (a layout route with an `<Outlet />`). */
export interface RouteLayout<O extends PageRemote> {
  element: ReactElement;
  routes: readonly RouteIdOf<O>[];
}

/**
 * The `<Routes>` of a remote's routes module, built from the route table: the host mounts the module at the root,
 * so each page matches its full path; anything else inside the remote's part of the site is the 404 page.
 */
export function RemoteRoutes<O extends PageRemote>({
  owner,
  pages,
  layouts = [],
}: {
  owner: O;
  pages: RoutePages<O>;
  layouts?: readonly RouteLayout<O>[];
}) {
  const framed = new Set<RouteIdOf<O>>(layouts.flatMap((layout) => layout.routes));
  const route = (id: RouteIdOf<O>) => (
    <Route key={id} path={ROUTES[id].pattern} element={(pages as Record<string, ReactElement>)[id]} />
  );
  return (
    <Routes>
      {layouts.map((layout, index) => (
        <Route key={`layout-${index}`} element={layout.element}>
          {layout.routes.map(route)}
        </Route>
      ))}
      {routesOf(owner)
        .filter((id) => !framed.has(id))
        .map(route)}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
