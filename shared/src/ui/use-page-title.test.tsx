import { renderHook } from '@testing-library/react';
import { TestProviders } from '../testing';
import { usePageTitle } from './use-page-title';

describe('usePageTitle', () => {
  it("puts the page's name before the site's", () => {
    renderHook(() => usePageTitle('Search: piano'), { wrapper: TestProviders });
    expect(document.title).toBe('Search: piano · RSM Music');
  });

  it("shows the site's name alone while the page's name is unknown", () => {
    const { rerender } = renderHook(({ name }) => usePageTitle(name), {
      initialProps: { name: 'Albums' as string | undefined },
      wrapper: TestProviders,
    });
    rerender({ name: undefined });
    expect(document.title).toBe('RSM Music');
  });

  it('leaves the tab alone when the page is rendered for another address than the one shown', () => {
    document.title = 'Albums · RSM Music';
    renderHook(() => usePageTitle('Shared playlists'), {
      wrapper: ({ children }) => <TestProviders path="/shared-playlists">{children}</TestProviders>,
    });
    expect(window.location.pathname).toBe('/');
    expect(document.title).toBe('Albums · RSM Music');
  });
});
