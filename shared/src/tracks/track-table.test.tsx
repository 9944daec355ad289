import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { $customer } from '../bus/customer-store';
import { $pinnedPlaylist } from '../bus/pinned-playlist-store';
import { $currentItem, $queue, clearQueue, reportProgress } from '../bus/player-store';
import { TestProviders } from '../testing';
import { fakeNetwork } from '../testing/fake-network';
import { customerFixture, trackFixture } from '../testing/fixtures';
import { $trackView } from './view-mode';
import { TrackTable } from './track-table';

const network = fakeNetwork();
const calls = () =>
  network.calls.map(({ method, url }) => {
    const { pathname, search } = new URL(url);
    return `${method} ${pathname}${search}`;
  });

function Where() {
  const location = useLocation();
  return (
    <>
      <output aria-label="search">{location.search}</output>
      <output aria-label="path">{location.pathname}</output>
    </>
  );
}

const renderTable = (ui: React.ReactElement, path = '/search') =>
  render(
    <TestProviders path={path}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              {ui}
              <Where />
            </>
          }
        />
      </Routes>
    </TestProviders>,
  );

const three = () => [trackFixture(1, 'Neon Rain'), trackFixture(2, 'Low Sun'), trackFixture(3, 'Tide')];

beforeEach(() => {
  clearQueue();
  $trackView.set('tabelar');
  $customer.set(null);
});

describe('TrackTable', () => {
  it('shows each row part: number, play, title, composer search links, album, genre, BPM and length', () => {
    renderTable(<TrackTable tracks={three()} offset={20} />);
    const row = screen.getAllByRole('row')[2]!;
    expect(within(row).getByText('22')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Low Sun' }).getAttribute('href')).toBe('/tracks/2');
    expect(within(row).getByRole('link', { name: 'Ana Lima' }).getAttribute('href')).toBe(
      `/search?${encodeURIComponent('q[composers][]')}=Ana+Lima`,
    );
    expect(within(row).getByRole('link', { name: 'Night Drive' }).getAttribute('href')).toBe('/albums/al1');
    expect(within(row).getByRole('link', { name: 'Cover of Night Drive' })).toBeTruthy();
    expect(within(row).getByText('Cinematic')).toBeTruthy();
    expect(within(row).getByText('120')).toBeTruthy();
    expect(within(row).getByText('01:35')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Details of Low Sun' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Copy link to Low Sun' })).toBeTruthy();
  });

  it('gives each title the BPM and length a phone shows under it, where their columns do not fit', () => {
    renderTable(<TrackTable tracks={three()} offset={20} />);
    const row = screen.getAllByRole('row')[2]!;
    const title = row.querySelector('.rsm-tt-cell.rsm-tt-title') as HTMLElement;
    expect(within(title).getByText('120 BPM · 01:35')).toBeTruthy();
  });

  it('takes a removed row away at once and numbers the rows after it again', async () => {
    const { rerender } = renderTable(<TrackTable tracks={three()} offset={20} />);
    const numberOf = (name: string) =>
      screen.getByRole('link', { name }).closest('tr')!.querySelector('.rsm-tt-number')!.textContent;
    expect(numberOf('Tide')).toBe('23');
    const [neonRain, , tide] = three();
    await act(async () =>
      rerender(
        <TestProviders path="/search">
          <TrackTable tracks={[neonRain!, tide!]} offset={20} />
        </TestProviders>,
      ),
    );
    expect(screen.queryByRole('link', { name: 'Low Sun' })).toBeNull();
    expect(numberOf('Tide')).toBe('22');
    expect(numberOf('Neon Rain')).toBe('21');
  });

  it('queues the whole list and starts at the played row, which is then marked current', () => {
    renderTable(<TrackTable tracks={three()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Play Low Sun' }));
    expect($queue.get().map((item) => item.title)).toEqual(['Neon Rain', 'Low Sun', 'Tide']);
    expect($currentItem.get()?.title).toBe('Low Sun');
    const row = screen.getByRole('link', { name: 'Low Sun' }).closest('tr')!;
    expect(row.getAttribute('aria-current')).toBe('true');
    expect(within(row).getByRole('button', { name: 'Pause Low Sun' })).toBeTruthy();
  });

  it('says so when empty, and shows 12 skeleton rows while loading', () => {
    const { unmount } = renderTable(<TrackTable tracks={[]} />);
    expect(screen.getByText('No items to show here yet.')).toBeTruthy();
    unmount();
    renderTable(<TrackTable tracks={[]} loading />);
    expect(screen.getAllByRole('row')).toHaveLength(13);
  });

  it('switches view through named buttons, writes the URL and remembers the choice on this device', () => {
    renderTable(<TrackTable tracks={three()} />);
    expect(screen.getByRole('button', { name: 'Table view' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Grid view' }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('status', { name: 'search' }).textContent).toBe('?view=grid');
    expect($trackView.get()).toBe('grid');
    expect(JSON.parse(window.localStorage.getItem('rsm:track-view')!)).toBe('grid');
  });

  it('shows the view the URL names over the remembered one, and the detailed table adds version and description', () => {
    $trackView.set('grid');
    renderTable(<TrackTable tracks={three()} />, '/search?view=tabelar-details');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toContain('Version');
    expect(headers).toContain('Description');
    expect(screen.getByText('About Tide')).toBeTruthy();
  });

  it('fetches alternate versions only when the row is expanded, with skeletons meanwhile', async () => {
    const alternate = trackFixture(11, 'Neon Rain', { main_track_id: 1, version: '30 sec' });
    let answer: (value: unknown) => void = () => undefined;
    network.serve({
      'GET /v1_rsm/tracks/1/alternatives': () => new Promise((resolve) => (answer = resolve)),
    });
    renderTable(
      <TrackTable
        tracks={[trackFixture(1, 'Neon Rain', { alternative_tracks_count: 1 }), trackFixture(2, 'Low Sun')]}
      />,
    );
    expect(calls()).toEqual([]);
    const toggle = screen.getByRole('button', { name: 'Versions of Neon Rain: 1' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(calls()).toEqual(['GET /v1_rsm/tracks/1/alternatives']));
    expect(document.querySelectorAll('tr[aria-busy="true"]')).toHaveLength(1);
    await act(async () => answer({ tracks: [alternate] }));
    expect(await screen.findByText('30 sec')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(4);
  });

  it('does not re-render rows when the player reports progress', () => {
    renderTable(<TrackTable tracks={three()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Play Neon Rain' }));
    const row = screen.getByRole('link', { name: 'Low Sun' }).closest('tr')!;
    const before = row.innerHTML;
    const observer = new MutationObserver(() => undefined);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    act(() => {
      for (let second = 1; second < 30; second += 1) reportProgress(second, 95);
    });
    expect(observer.takeRecords()).toHaveLength(0);
    observer.disconnect();
    expect(row.innerHTML).toBe(before);
  });

  it('moves a focused row with Alt+arrows and keeps focus on it', () => {
    const moves: [number, number][] = [];
    function Reorderable() {
      const [tracks, setTracks] = useState(three);
      return (
        <TrackTable
          tracks={tracks}
          reorderable
          onReorder={(trackId, to) => {
            moves.push([trackId, to]);
            setTracks((list) => {
              const moved = list.find((track) => track.id === trackId)!;
              const rest = list.filter((track) => track !== moved);
              return [...rest.slice(0, to), moved, ...rest.slice(to)];
            });
          }}
        />
      );
    }
    renderTable(<Reorderable />);
    expect(screen.getAllByRole('button', { name: /^Reorder / })).toHaveLength(3);
    const row = screen.getByRole('link', { name: 'Tide' }).closest('tr')!;
    row.focus();
    fireEvent.keyDown(row, { key: 'ArrowUp', altKey: true });
    expect(moves).toEqual([[3, 1]]);
    const titles = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('link')[1]!.textContent);
    expect(titles()).toEqual(['Neon Rain', 'Tide', 'Low Sun']);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Tide' }).closest('tr'));
    // The first row goes no further up; arrows without Alt do nothing.
    fireEvent.keyDown(screen.getAllByRole('row')[1]!, { key: 'ArrowUp', altKey: true });
    fireEvent.keyDown(screen.getAllByRole('row')[2]!, { key: 'ArrowDown' });
    expect(moves).toHaveLength(1);
  });

  it('renders a long page a few rows per task, so no single task renders them all', async () => {
    const many = Array.from({ length: 60 }, (_, index) => trackFixture(index + 1, `Track ${index + 1}`));
    renderTable(<TrackTable tracks={many} />);
    expect(screen.getAllByRole('row')).toHaveLength(1 + 24);
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(1 + 60), { timeout: 8000 });
    // The test's own limit is above the wait's: on a loaded machine the slices take longer than jest's default 5 s.
  }, 10_000);

  it('offers removal only when asked', () => {
    const onRemove = jest.fn();
    renderTable(<TrackTable tracks={three()} onRemove={onRemove} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Tide' }));
    expect(onRemove).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
  });

  it('follows a row link inside the app on a plain click, and leaves a modified click to the browser', () => {
    renderTable(<TrackTable tracks={three()} />);
    const title = screen.getByRole('link', { name: 'Low Sun' });
    // Runs after the table's handler: records whether it took the click, then keeps jsdom from navigating.
    let taken: boolean | null = null;
    const record = (event: MouseEvent) => {
      taken = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', record);
    fireEvent.click(title, { ctrlKey: true });
    document.removeEventListener('click', record);
    expect(taken).toBe(false);
    expect(screen.getByRole('status', { name: 'path' }).textContent).toBe('/search');
    const plain = fireEvent.click(title);
    expect(plain).toBe(false);
    expect(screen.getByRole('status', { name: 'path' }).textContent).toBe('/tracks/2');
  });

  it('leads each row, in the table and in the cards, to the tracks that sound like it', () => {
    const { unmount } = renderTable(<TrackTable tracks={three()} />);
    const link = screen.getByRole('link', { name: 'Find tracks that sound like Low Sun' });
    expect(link.getAttribute('href')).toBe('/search?similar=2');
    fireEvent.click(link);
    expect(screen.getByRole('status', { name: 'path' }).textContent).toBe('/search');
    expect(screen.getByRole('status', { name: 'search' }).textContent).toBe('?similar=2');
    unmount();
    $trackView.set('card');
    renderTable(<TrackTable tracks={three()} />);
    expect(screen.getByRole('link', { name: 'Find tracks that sound like Tide' }).getAttribute('href')).toBe(
      '/search?similar=3',
    );
  });

  it('offers a visitor a download link to log in that returns to the list', () => {
    renderTable(<TrackTable tracks={three()} />, '/search?page=2');
    const link = screen.getByRole('link', { name: 'Download Tide (log in to download)' });
    expect(link.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent('/search?page=2')}`);
    fireEvent.click(link);
    expect(screen.getByRole('status', { name: 'path' }).textContent).toBe('/login');
  });

  it('disables downloads of a blocked customer with the reason, and links a single file directly', () => {
    $customer.set(customerFixture({ block_download: true }));
    const { unmount } = renderTable(<TrackTable tracks={three()} />);
    const blocked = screen.getByRole('button', { name: 'Download Tide' }) as HTMLButtonElement;
    expect(blocked.disabled).toBe(true);
    const reason = document.getElementById(blocked.getAttribute('aria-describedby')!);
    expect(reason?.textContent).toBe('Downloads for your account were disabled');
    unmount();
    $customer.set(customerFixture());
    renderTable(<TrackTable tracks={three()} />);
    const direct = screen.getByRole('link', { name: 'Download Tide: Track mp3' });
    expect(direct.getAttribute('href')).toContain('/v2/tracks/3/download');
  });

  it('adds to the pinned playlist by membership, looked up once for all rows', async () => {
    $customer.set(customerFixture());
    $pinnedPlaylist.set({ uuid: 'p1', name: 'Picks' });
    const members = [trackFixture(2, 'Low Sun')];
    network.serve({
      'GET /v2/projects/p1/tracks': () => ({ tracks: members }),
      'POST /v2/projects/p1/tracks': () => {
        members.push(trackFixture(3, 'Tide'));
        return {};
      },
    });
    try {
      renderTable(<TrackTable tracks={three()} />);
      expect(await screen.findByRole('button', { name: 'Remove Low Sun from Picks' })).toBeTruthy();
      expect(calls().filter((call) => call.startsWith('GET /v2/projects/p1/tracks'))).toHaveLength(1);
      const add = screen.getByRole('button', { name: 'Add Tide to Picks' });
      await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false));
      fireEvent.click(add);
      expect(await screen.findByRole('button', { name: 'Remove Tide from Picks' })).toBeTruthy();
      expect(calls()).toContain('POST /v2/projects/p1/tracks');
    } finally {
      act(() => $pinnedPlaylist.set(null));
    }
  });
});
