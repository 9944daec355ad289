import { Layout } from '../layout/layout';
import { OwnedRoute } from './owned-route';
import { createBrowserRouter } from '@rsm/shared';

/**
 * The host's own pages are listed here; every other path goes to the remote that owns it (see routeOwner in
 * @rsm/shared), mounted at the root so the remote matches full paths with its own <Routes>.
 */
export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      {
        path: '/login',
        lazy: async () => ({ Component: (await import('../features/auth/login-page')).LoginPage }),
      },
      { path: '*', element: <OwnedRoute /> },
    ],
  },
]);
