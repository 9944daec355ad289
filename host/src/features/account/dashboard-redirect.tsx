import { paths, useNavigate } from '@rsm/shared';
import { useEffect } from 'react';

/** /dashboard has no page of its own: it is the account page (spec §2.2). */
export function DashboardRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(paths.dashboard.account(), { replace: true });
  }, [navigate]);
  return null;
}
