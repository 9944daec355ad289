import { TestProviders } from '@rsm/shared/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { DesktopSearch } from './desktop-search';

const slots: Record<string, unknown>[] = [];

jest.mock('../use-is-desktop', () => ({ useIsDesktop: () => true }));
jest.mock('../../federation/remote-slot', () => ({
  RemoteSlot: ({ props }: { props: Record<string, unknown> }) => {
    slots.push(props);
    return <div data-testid="catalogue/search-bar" />;
  },
}));

const renderSearch = (path = '/albums') =>
  render(
    <TestProviders path={path}>
      <DesktopSearch />
    </TestProviders>,
  );

describe('DesktopSearch', () => {
  beforeEach(() => {
    slots.length = 0;
  });

  it('does not load the catalogue search bar until the user shows an intent to search', () => {
    renderSearch();
    expect(screen.getByRole('searchbox', { name: 'Search tracks' })).toBeTruthy();
    expect(screen.queryByTestId('catalogue/search-bar')).toBeNull();
  });

  it('loads it on focus, handing over what was typed and the focus', () => {
    renderSearch();
    const input = screen.getByRole('searchbox', { name: 'Search tracks' });
    fireEvent.change(input, { target: { value: 'piano' } });
    fireEvent.focus(input);
    expect(screen.getByTestId('catalogue/search-bar')).toBeTruthy();
    expect(slots.at(-1)).toEqual({ layout: 'horizontal', initialText: 'piano', autoFocus: true });
  });

  it('loads it without taking the focus when the pointer comes over it', () => {
    renderSearch();
    fireEvent.pointerEnter(screen.getByRole('search'));
    expect(slots.at(-1)).toMatchObject({ autoFocus: false });
  });

  it('is left out on the login page', () => {
    renderSearch('/login');
    expect(screen.queryByRole('searchbox')).toBeNull();
  });
});
