import { CurrentAddress, TestProviders } from '@rsm/shared/testing';
import { render } from '@testing-library/react';
import { SearchPage } from '../pages/search-page';

/** Test helper: the search page at `path`, beside the address it leaves the browser at. */
export const renderSearchPage = (path: string) =>
  render(
    <TestProviders path={path}>
      <SearchPage />
      <CurrentAddress />
    </TestProviders>,
  );
