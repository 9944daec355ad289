import { i18n } from '@lingui/core';
import { $locale } from '@rsm/shared';
import { fakeNetwork, TestProviders } from '@rsm/shared/testing';
import { act, render, screen } from '@testing-library/react';
import { LazyPage, loadPage } from './pages';

// The pages' messages arrive only when the test lets them: a page's code can be in before its catalog.
let mockRelease: () => void = () => undefined;
const mockRequested = jest.fn();
jest.mock('./page-messages', () => {
  const actual = jest.requireActual<typeof import('./page-messages')>('./page-messages');
  return {
    loadPageMessages: async () => {
      mockRequested();
      await new Promise<void>((resolve) => (mockRelease = resolve));
      return actual.loadPageMessages();
    },
  };
});

describe('LazyPage in Portuguese', () => {
  fakeNetwork({ 'GET /v1/labels': () => ({ labels: [{ id: 3, name: 'Night Label', albums_count: 2 }] }) });

  beforeAll(() => {
    $locale.set('pt');
    i18n.loadAndActivate({ locale: 'pt', messages: {} });
  });
  afterAll(() => $locale.set('en'));

  it('renders a page of the pages catalog only once its messages are in, translated', async () => {
    render(
      <TestProviders path="/catalogues">
        <LazyPage id="catalogues" />
      </TestProviders>,
    );
    // The page's code and its messages are asked for together.
    expect(mockRequested).toHaveBeenCalledTimes(1);
    await act(() => import('./features/catalogues/pages/catalogues-page'));
    // Code in, messages not: the loading state, neither English nor message ids.
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();

    await act(async () => mockRelease());
    expect(await screen.findByRole('heading', { level: 1, name: 'Catálogos' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Night Label' })).toBeTruthy();
  });

  it('loads the home page without the pages catalog', async () => {
    mockRequested.mockClear();
    await loadPage('home');
    expect(mockRequested).not.toHaveBeenCalled();
  });
});
