import { CurrentAddress, TestProviders } from '@rsm/shared/testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { $searchHistory } from '../stores/search-history';
import {
  renderSearchBar as renderBar,
  searchBarSetup,
  searchInput as input,
} from '../testing/search-bar-setup';
import { SearchBar } from './search-bar';

describe('SearchBar', () => {
  const network = searchBarSetup();
  const suggestionCalls = () =>
    network.calls.map(({ url }) => url).filter((url) => url.includes('suggestions?q=p'));

  it('opens on focus with the local history, newest first', async () => {
    renderBar();
    expect(input().getAttribute('aria-expanded')).toBe('false');
    fireEvent.focus(input());
    expect((await screen.findByRole('option', { name: 'drums' })).getAttribute('href')).toBe(
      '/search?q%5Btext%5D%5B%5D=drums',
    );
    expect(input().getAttribute('aria-expanded')).toBe('true');
  });

  it('shows the track count in the placeholder, compact on mobile', async () => {
    const { unmount } = renderBar();
    expect(input().getAttribute('placeholder')).toBe('Search tracks');
    await waitFor(() => expect(input().getAttribute('placeholder')).toBe('Search 12,345 tracks'));
    unmount();
    renderBar({ layout: 'mobile' });
    await waitFor(() => expect(input().getAttribute('placeholder')).toBe('Search 12K tracks'));
  });

  it('shows suggestions only 800 ms after typing stops, with skeletons meanwhile', async () => {
    renderBar();
    fireEvent.change(input(), { target: { value: 'p' } });
    act(() => void jest.advanceTimersByTime(250));
    fireEvent.change(input(), { target: { value: 'pi' } });
    // Fetched ahead once typing pauses, so they are here when the debounce shows them; not per keystroke.
    act(() => void jest.advanceTimersByTime(299));
    expect(suggestionCalls()).toEqual([]);
    await act(async () => void jest.advanceTimersByTime(1));
    expect(suggestionCalls()).toHaveLength(1);
    expect(suggestionCalls()[0]).toContain('q=pi');
    act(() => void jest.advanceTimersByTime(499));
    expect(screen.getByTestId('suggestion-skeleton').children).toHaveLength(4);
    expect(screen.queryByRole('option', { name: 'Piano Moods' })).toBeNull();
    act(() => void jest.advanceTimersByTime(1));
    await waitFor(() => expect(screen.getByRole('option', { name: 'Piano Moods' })).toBeTruthy());
    expect(suggestionCalls()).toHaveLength(1);
    expect(screen.getByRole('option', { name: 'Piano Moods' }).getAttribute('href')).toBe('/albums/abc-uuid');
    expect(screen.getByRole('option', { name: 'Piano Rain' }).getAttribute('href')).toBe('/tracks/3');
    expect(screen.getByRole('option', { name: 'Piano ballad' }).getAttribute('href')).toBe(
      '/search?q%5Bkeywords%5D%5B%5D=Piano+ballad',
    );
    // The composers group is empty.
    expect(screen.getByText('No results')).toBeTruthy();
  });

  it('enables submit only for non-empty text with some results', async () => {
    renderBar();
    const submit = () => screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement;
    expect(submit().disabled).toBe(true);
    fireEvent.change(input(), { target: { value: 'zzz' } });
    act(() => void jest.advanceTimersByTime(800));
    await waitFor(() => expect(screen.getAllByText('No results')).toHaveLength(4));
    expect(submit().disabled).toBe(true);
    fireEvent.change(input(), { target: { value: 'piano' } });
    act(() => void jest.advanceTimersByTime(800));
    await waitFor(() => expect(submit().disabled).toBe(false));
  });

  it('submits a brief that finds tracks though every group is empty, with the button and with Enter', async () => {
    render(
      <>
        <SearchBar />
        <CurrentAddress />
      </>,
      { wrapper: TestProviders },
    );
    const submit = () => screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement;
    fireEvent.change(input(), { target: { value: 'upbeat corporate' } });
    act(() => void jest.advanceTimersByTime(800));
    // The panel offers the search itself instead of 'No results' alone.
    expect(await screen.findByRole('option', { name: 'upbeat corporate (42)' })).toBeTruthy();
    expect(submit().disabled).toBe(false);
    fireEvent.click(submit());
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('/search?q%5Btext%5D%5B%5D=upbeat+corporate'),
    );
    expect($searchHistory.get()[0]).toEqual({ name: 'upbeat corporate' });
    $searchHistory.set([]);
    fireEvent.change(input(), { target: { value: 'upbeat corporate' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect($searchHistory.get()).toEqual([{ name: 'upbeat corporate' }]));
  });

  it('keeps submit off for words that find no track and match nothing', async () => {
    renderBar();
    const submit = () => screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement;
    fireEvent.change(input(), { target: { value: 'qqq' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(screen.getAllByText('No results')).toHaveLength(4));
    expect(submit().disabled).toBe(true);
    expect(screen.queryByRole('option', { name: /qqq/ })).toBeNull();
    expect($searchHistory.get()).toEqual([{ name: 'drums' }]);
  });

  it('records the search in the history on submit and closes', async () => {
    const onDone = jest.fn();
    renderBar({ onDone });
    fireEvent.change(input(), { target: { value: 'piano' } });
    act(() => void jest.advanceTimersByTime(800));
    await waitFor(() => expect(screen.getByRole('option', { name: 'Piano Moods' })).toBeTruthy());
    fireEvent.submit(screen.getByRole('search'));
    expect($searchHistory.get().map((entry) => entry.name)).toEqual(['piano', 'drums']);
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(onDone).toHaveBeenCalled();
  });

  it('runs a search typed and entered at once as soon as its suggestions show results', async () => {
    renderBar();
    fireEvent.change(input(), { target: { value: 'piano' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect($searchHistory.get()[0]).toEqual({ name: 'piano' }));
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('does not run a search whose suggestions are all empty', async () => {
    renderBar();
    fireEvent.change(input(), { target: { value: 'zzz' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(screen.getAllByText('No results')).toHaveLength(4));
    expect($searchHistory.get()).toEqual([{ name: 'drums' }]);
  });

  it('closes on Escape, on an outside pointer and when focus leaves', () => {
    render(
      <>
        <SearchBar />
        <button type="button">elsewhere</button>
      </>,
      { wrapper: TestProviders },
    );
    fireEvent.focus(input());
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(input().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(input());
    expect(input().getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(screen.getByRole('button', { name: 'elsewhere' }));
    expect(input().getAttribute('aria-expanded')).toBe('false');
    fireEvent.focus(input());
    fireEvent.blur(input(), { relatedTarget: screen.getByRole('button', { name: 'elsewhere' }) });
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when a suggestion is chosen', async () => {
    renderBar();
    fireEvent.change(input(), { target: { value: 'piano' } });
    act(() => void jest.advanceTimersByTime(800));
    await waitFor(() => expect(screen.getByRole('option', { name: 'Piano Rain' })).toBeTruthy());
    fireEvent.click(screen.getByRole('option', { name: 'Piano Rain' }));
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the server recent searches when the flag says so', async () => {
    renderBar({ serverRecentSearches: true });
    fireEvent.focus(input());
    await waitFor(() => expect(screen.getByRole('option', { name: 'server recent' })).toBeTruthy());
    expect(screen.queryByRole('option', { name: 'drums' })).toBeNull();
  });

  it('opens "Search with a reference track" from a named button, on phones as on desktops', async () => {
    renderBar({ layout: 'mobile' });
    fireEvent.click(screen.getByRole('button', { name: 'Search with a reference track' }));
    expect(await screen.findByRole('dialog', { name: 'Search with a reference track' })).toBeTruthy();
    // A visitor is asked to log in first (reference search is for signed-in customers).
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
  });
});
