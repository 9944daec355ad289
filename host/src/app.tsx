import { AppProviders, createQueryClient } from '@rsm/shared';
import { RouterProvider } from 'react-router-dom';
import { router } from './routes/router';

const queryClient = createQueryClient();

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
