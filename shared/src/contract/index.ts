export * from './exposes';
export * from './routes';
export { RemoteRoutes, type RouteLayout, type RoutePages } from './route-table';
