import { NotFoundPage, routeOwner, useLocation } from '@rsm/shared';
import { RemoteSlot } from '../federation/remote-slot';
import { PageLoading } from '../layout/page-loading';

/** Renders the remote that owns the current path, or the host's 404. */
export function OwnedRoute() {
  const { pathname } = useLocation();
  const owner = routeOwner(pathname);
  if (!owner) return <NotFoundPage />;
  return <RemoteSlot key={owner} remote={owner} expose="routes" fallback={<PageLoading />} />;
}
