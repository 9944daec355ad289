/**
 * The router, re-exported from here so every app uses the one copy inside @rsm/shared. Shared modules are not
 * tree-shaken: sharing react-router itself ships all of it (server rendering, sessions, cookies: 60 KiB gzip)
 * to every page, while re-exporting what the apps use keeps only that.
 */
export {
  BrowserRouter,
  createBrowserRouter,
  createPath,
  createSearchParams,
  Link,
  MemoryRouter,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { To } from 'react-router-dom';
