import { createBrowserRouter, ROUTES, routesOf } from '@rsm/shared';
import { Layout } from '../layout/layout';
import { HOST_PAGES } from './host-pages';
import { OwnedRoute } from './owned-route';

/**
 * The host's own routes come from the route table, each page loaded on demand; every other path goes to the remote
 * that owns it (see routeOwner in @rsm/shared), mounted at the root so the remote matches full paths itself.
 */
export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      ...routesOf('host').map((id) => ({
        path: ROUTES[id].pattern,
        lazy: async () => ({ Component: await HOST_PAGES[id]() }),
      })),
      { path: '*', element: <OwnedRoute /> },
    ],
  },
]);
