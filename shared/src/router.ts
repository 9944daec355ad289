/**
 * The router, re-exported from here so every app uses the one copy inside @rsm/shared. Shared modules are not
 * tree-shaken: sharing react-router itself ships all of it (server rendering, sessions, cookies: 60 KiB gzip)
 * to every page, while re-exporting what the apps use keeps only that. The declarative router only: the data router
 * (createBrowserRouter, loaders) adds 18 KiB gzip to every first view and nothing here uses it.
 */
export {
  BrowserRouter,
  createPath,
  createSearchParams,
  Link,
  MemoryRouter,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { To } from 'react-router-dom';
