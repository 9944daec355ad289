import { AppProviders, RouterProvider } from '@rsm/shared';
import { WarmRemotes } from './federation/warm-remotes';
import { queryClient } from './query-client';
import { router } from './routes/router';

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
      <WarmRemotes />
    </AppProviders>
  );
}
