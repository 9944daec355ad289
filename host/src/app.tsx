import { AppProviders, createQueryClient, RouterProvider } from '@rsm/shared';
import { router } from './routes/router';

const queryClient = createQueryClient();

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
