import { onDemand, type OnDemandComponent } from '@rsm/shared';
import { fakeNetwork, TestProviders } from '@rsm/shared/testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { $searchHistory } from '../stores/search-history';
import { SearchBar } from './search-bar';
import { SearchSuggestions, type SearchSuggestionsProps } from './search-suggestions';

// The suggestions' code arrives only when the test lets it: a slow network on the field's first use. Each test
// starts with the code not loaded.
let mockRelease: () => void = () => undefined;
const mockLoads = jest.fn();
const mockCode: { current?: OnDemandComponent<SearchSuggestionsProps> } = {};
jest.mock('./lazy-search-suggestions', () => ({
  get searchSuggestions() {
    return mockCode.current;
  },
}));

const suggestions = {
  keywords: [{ id: 1, name: 'Piano ballad' }],
  composers: [],
  albums: [{ id: 2, uuid: 'abc-uuid', name: 'Piano Moods' }],
  tracks: [{ id: 3, name: 'Piano Rain' }],
  recent_searches: [],
};

describe('SearchBar before its suggestions have loaded', () => {
  const network = fakeNetwork({
    'GET /v1_rsm/tracks/count': () => ({ total_count: 12345 }),
    'GET /v1_rsm/searches/suggestions': () => suggestions,
  });
  beforeEach(() => {
    jest.useFakeTimers();
    mockLoads.mockClear();
    mockCode.current = onDemand(async () => {
      mockLoads();
      await new Promise<void>((resolve) => (mockRelease = resolve));
      return SearchSuggestions;
    });
    $searchHistory.set([{ name: 'drums' }]);
  });
  afterEach(() => jest.useRealTimers());

  const input = () => screen.getByRole('combobox', { name: 'Search' });
  const suggestionQueries = () =>
    network.calls.filter(({ path }) => path.endsWith('/suggestions')).map(({ query }) => query.q);

  it('renders the whole bar at once, loads the suggestions on first use, then suggests what was typed meanwhile', async () => {
    render(<SearchBar />, { wrapper: TestProviders });
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Search with a reference track' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Advanced search' })).toBeTruthy();
    expect(mockLoads).not.toHaveBeenCalled();

    fireEvent.pointerDown(input());
    fireEvent.focus(input());
    expect(mockLoads).toHaveBeenCalledTimes(1);
    fireEvent.change(input(), { target: { value: 'pi' } });
    fireEvent.change(input(), { target: { value: 'piano' } });
    await act(async () => void jest.advanceTimersByTime(2000));
    // Nothing to show yet: the field does not claim a popup it does not have.
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(suggestionQueries()).toEqual([]);

    await act(async () => mockRelease());
    expect(await screen.findByRole('option', { name: 'Piano Moods' })).toBeTruthy();
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(input().getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    expect(suggestionQueries()).toEqual(['piano']);
    expect(mockLoads).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(screen.getByRole('option', { name: 'Piano ballad' }).getAttribute('aria-selected')).toBe('true');
  });

  it('runs a search entered before the suggestions loaded, once they show results', async () => {
    const onDone = jest.fn();
    render(<SearchBar onDone={onDone} />, { wrapper: TestProviders });
    fireEvent.change(input(), { target: { value: 'piano' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    await act(async () => void jest.advanceTimersByTime(100));
    expect(onDone).not.toHaveBeenCalled();

    await act(async () => mockRelease());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect($searchHistory.get()).toEqual([{ name: 'piano' }, { name: 'drums' }]);
    expect(suggestionQueries()).toEqual(['piano']);
  });
});
