import { Route, Routes, Toaster } from '@rsm/shared';
import { TestProviders } from '@rsm/shared/testing';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

/** Renders a page at `path` under its route `pattern`, with the toaster so messages can be read as a user would. */
export function renderPage(page: ReactNode, { path, pattern }: { path: string; pattern: string }) {
  return render(
    <>
      <Routes>
        <Route path={pattern} element={page} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
      <Toaster />
    </>,
    { wrapper: ({ children }) => <TestProviders path={path}>{children}</TestProviders> },
  );
}
