import { AppProviders, BrowserRouter } from '@rsm/shared';
import { WarmRemotes } from './federation/warm-remotes';
import { queryClient } from './query-client';
import { AppRoutes } from './routes/router';

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <WarmRemotes />
    </AppProviders>
  );
}
