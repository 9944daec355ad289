import { TestProviders } from '@rsm/shared/testing';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { openSlideInPanel } from '../../testing/slide-in-panel';
import { MobileSearch } from './mobile-search';

const slotProps: Record<string, unknown>[] = [];

jest.mock('../../federation/remote-slot', () => ({
  RemoteSlot: ({
    remote,
    expose,
    props,
  }: {
    remote: string;
    expose: string;
    props: Record<string, unknown>;
  }) => {
    slotProps.push(props);
    return (
      <div data-testid={`${remote}/${expose}`}>
        <a href="/albums/abc">An album</a>
        <button type="button" onClick={() => (props.onDone as () => void)()}>
          Run search
        </button>
      </div>
    );
  },
}));

const renderSearch = (path = '/albums') =>
  render(
    <TestProviders path={path}>
      <MobileSearch />
    </TestProviders>,
  );

const openSearch = () => openSlideInPanel('Open search', 'Search');

describe('MobileSearch', () => {
  beforeEach(() => {
    slotProps.length = 0;
  });

  it('loads the search bar only once opened, in its mobile layout, and blocks page scrolling', async () => {
    renderSearch();
    expect(screen.queryByTestId('catalogue/search-bar')).toBeNull();
    const { trigger, dialog } = await openSearch();
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(document.body.style.overflow).toBe('hidden');
    expect(within(dialog).getByTestId('catalogue/search-bar')).toBeTruthy();
    expect(slotProps.at(-1)).toMatchObject({ layout: 'mobile' });
  });

  it('closes when a link in it is followed', async () => {
    renderSearch();
    const { dialog } = await openSearch();
    fireEvent.click(within(dialog).getByRole('link', { name: 'An album' }));
    expect(dialog.getAttribute('data-state')).toBe('closed');
    expect(document.body.style.overflow).toBe('');
  });

  it('closes when the search bar says it is done, and on Escape', async () => {
    renderSearch();
    const { dialog } = await openSearch();
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Run search' })));
    expect(dialog.getAttribute('data-state')).toBe('closed');
    fireEvent.click(screen.getByRole('button', { name: 'Open search' }));
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(dialog.getAttribute('data-state')).toBe('closed');
  });

  it('is left out where the spec hides the search bar', () => {
    renderSearch('/login');
    expect(screen.queryByRole('button', { name: 'Open search' })).toBeNull();
  });
});
