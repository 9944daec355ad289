import { TestProviders } from '@rsm/shared/testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { $searchHistory } from '../stores/search-history';
import {
  renderSearchBar as renderBar,
  searchBarSetup,
  searchInput as input,
} from '../testing/search-bar-setup';
import { SearchBar } from './search-bar';

describe('SearchBar from the keyboard (a combobox with a listbox)', () => {
  searchBarSetup();
  const typeAndSettle = async () => {
    renderBar();
    act(() => input().focus());
    fireEvent.change(input(), { target: { value: 'piano' } });
    act(() => void jest.advanceTimersByTime(800));
    await waitFor(() => expect(screen.getByRole('option', { name: 'Piano Moods' })).toBeTruthy());
  };
  const active = () => {
    const id = input().getAttribute('aria-activedescendant');
    return id ? document.getElementById(id)?.textContent : null;
  };
  const press = (key: string) => fireEvent.keyDown(input(), { key });

  it('moves through every option of every group with the arrows, wrapping at the ends', async () => {
    await typeAndSettle();
    expect(screen.getByRole('listbox', { name: 'Search suggestions' })).toBeTruthy();
    expect(input().getAttribute('aria-controls')).toBe(
      screen.getByRole('listbox', { name: 'Search suggestions' }).id,
    );
    expect(active()).toBeNull();
    const seen: (string | null | undefined)[] = [];
    for (let step = 0; step < 5; step += 1) {
      press('ArrowDown');
      seen.push(active());
    }
    // Keywords, (no composers), albums, tracks, recent searches, then back to the first.
    expect(seen).toEqual(['Piano ballad', 'Piano Moods', 'Piano Rain', 'drums', 'Piano ballad']);
    press('ArrowUp');
    expect(active()).toBe('drums');
    expect(screen.getByRole('option', { name: 'drums' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('option', { name: 'Piano Rain' }).getAttribute('aria-selected')).toBe('false');
    // Focus never leaves the field.
    expect(document.activeElement).toBe(input());
  });

  it('names each group for assistive technology', async () => {
    await typeAndSettle();
    const names = screen.getAllByRole('group').map((group) => group.getAttribute('aria-labelledby'));
    expect(names.map((id) => document.getElementById(id!)?.textContent)).toEqual([
      'Keywords',
      'Composers',
      'Albums',
      'Tracks',
      'Recent searches',
    ]);
  });

  it('opens the active option with Enter and closes', async () => {
    const onDone = jest.fn();
    render(<SearchBar onDone={onDone} />, { wrapper: TestProviders });
    fireEvent.change(input(), { target: { value: 'piano' } });
    act(() => void jest.advanceTimersByTime(800));
    await waitFor(() => expect(screen.getByRole('option', { name: 'Piano Rain' })).toBeTruthy());
    const clicked = jest.fn((event: MouseEvent) => event.preventDefault());
    screen.getByRole('option', { name: 'Piano Rain' }).addEventListener('click', clicked);
    press('ArrowDown');
    press('ArrowDown');
    press('ArrowDown');
    expect(active()).toBe('Piano Rain');
    press('Enter');
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(onDone).toHaveBeenCalled();
    expect(input().getAttribute('aria-expanded')).toBe('false');
    // Enter opened the option: no text search was run.
    expect($searchHistory.get()).toEqual([{ name: 'drums' }]);
  });

  it('closes on Escape with focus kept in the field, and leaves Home and End to text editing', async () => {
    await typeAndSettle();
    press('ArrowDown');
    expect(active()).toBe('Piano ballad');
    const home = fireEvent.keyDown(input(), { key: 'Home' });
    // Not prevented: the caret moves in the text; the field has visual focus again.
    expect(home).toBe(true);
    expect(active()).toBeNull();
    expect(fireEvent.keyDown(input(), { key: 'End' })).toBe(true);
    press('ArrowDown');
    press('Escape');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().getAttribute('aria-activedescendant')).toBeNull();
    expect(document.activeElement).toBe(input());
    // ArrowDown opens the panel again, with no option active until the next press.
    press('ArrowDown');
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(active()).toBeNull();
    press('ArrowDown');
    expect(active()).toBe('Piano ballad');
  });

  it('forgets the active option when the text changes', async () => {
    await typeAndSettle();
    press('ArrowDown');
    expect(active()).toBe('Piano ballad');
    fireEvent.change(input(), { target: { value: 'pianos' } });
    expect(active()).toBeNull();
  });
});
