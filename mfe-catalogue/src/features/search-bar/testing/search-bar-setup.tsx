import { fakeNetwork, TestProviders } from '@rsm/shared/testing';
import { render, screen } from '@testing-library/react';
import { SearchBar } from '../components/search-bar';
import { $searchHistory } from '../stores/search-history';

export const suggestions = {
  keywords: [{ id: 1, name: 'Piano ballad' }],
  composers: [],
  albums: [{ id: 2, uuid: 'abc-uuid', name: 'Piano Moods' }],
  tracks: [{ id: 3, name: 'Piano Rain' }],
  recent_searches: [{ name: 'server recent' }],
};
export const empty = { keywords: [], composers: [], albums: [], tracks: [], recent_searches: [] };
/** A brief's words: no keyword, album or track is named so, yet read by meaning they find tracks. */
export const brief = {
  ...empty,
  total_count: 42,
  interpretation: {
    meanings: [
      { from: 'upbeat', to: [{ kind: 'moods', value: 'Happy', name: 'Happy' }] },
      { from: 'corporate', to: [{ kind: 'genres', value: 'Corporate', name: 'Corporate' }] },
    ],
    excluded: [],
  },
};

/**
 * Test helper, called inside a describe: the suggestions the bar is answered with (a brief, words that find nothing,
 * and "p…" finding a keyword, an album and a track), fake timers for its typing delay, and "drums" in the history.
 */
export function searchBarSetup() {
  const network = fakeNetwork({
    'GET /v1_rsm/tracks/count': () => ({ total_count: 12345 }),
    'GET /v1_rsm/searches/suggestions?q=upbeat corporate': () => brief,
    'GET /v1_rsm/searches/suggestions?q=qqq': () => ({ ...empty, total_count: 0 }),
    'GET /v1_rsm/searches/suggestions?q=zzz': () => empty,
    'GET /v1_rsm/searches/suggestions': () => suggestions,
  });
  beforeEach(() => {
    jest.useFakeTimers();
    $searchHistory.set([{ name: 'drums' }]);
  });
  afterEach(() => jest.useRealTimers());
  return network;
}

/** The bar's text field. */
export const searchInput = () => screen.getByRole('combobox', { name: 'Search' });

export const renderSearchBar = (props: Parameters<typeof SearchBar>[0] = {}) =>
  render(<SearchBar {...props} />, { wrapper: TestProviders });
