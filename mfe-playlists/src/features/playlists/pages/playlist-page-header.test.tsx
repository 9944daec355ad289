import { $currentItem, $playing, $queue, activateLocale, clearQueue, i18n } from '@rsm/shared';
import { fakeNetwork } from '@rsm/shared/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { messages as portuguese } from '../../../locales/pt/messages';
import { meta, playlist, track } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';
import { logInEachTest } from '../../../testing/session';
import { PlaylistPage } from './playlist-page';

const network = fakeNetwork();

const named = (count: number) =>
  Array.from({ length: count }, (_, index) => track(index + 1, `Cue ${index + 1}`));

/** A playlist of `count` tracks of 95 s each; a page of tracks is what the page size asks for, all of them summed up. */
function serve(count: number) {
  const tracks = named(count);
  network.serve({
    'GET /v1_rsm/projects/a1': () => ({ project: playlist({ tracks_count: count }) }),
    'GET /v2/projects/a1/tracks': ({ query }) => {
      const [page, per] = [Number(query.page ?? 1), Number(query.per ?? 50)];
      const from = (page - 1) * per;
      return { tracks: tracks.slice(from, from + per), meta: meta(count, page, per) };
    },
    'GET /v2/projects/a1/tracks/summary': () => ({ tracks, meta: meta(count, 1, Math.max(count, 1)) }),
  });
}

const renderPlaylist = (path = '/dashboard/playlists/a1') =>
  renderPage(<PlaylistPage />, { path, pattern: '/dashboard/playlists/:uuid' });

beforeEach(() => clearQueue());
logInEachTest();
afterEach(() => act(() => i18n.activate('en')));

describe('The playlist page header', () => {
  it('names the playlist and says how many tracks it holds and how long they last together', async () => {
    serve(3);
    renderPlaylist();
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer promo' })).toBeTruthy();
    expect(screen.getByText('3 tracks')).toBeTruthy();
    // 3 × 95 s.
    expect(await screen.findByText('4 min 45 sec')).toBeTruthy();
  });

  it('says "1 track" for a playlist of one', async () => {
    serve(1);
    renderPlaylist();
    expect(await screen.findByText('1 track')).toBeTruthy();
    expect(await screen.findByText('1 min 35 sec')).toBeTruthy();
  });

  it('counts in hours and minutes once the tracks last an hour', async () => {
    serve(40);
    renderPlaylist();
    // 40 × 95 s = 1 h 3 min 20 s.
    expect(await screen.findByText('1 hr 3 min')).toBeTruthy();
  });

  it.each([
    [1, '1 faixa'],
    [3, '3 faixas'],
  ])('speaks Portuguese: %i → "%s", and its Play all button is named in Portuguese', async (count, text) => {
    // As on a page: the app's messages beside shared's own (the track count).
    await act(async () => {
      i18n.load('pt', portuguese);
      await activateLocale('pt');
    });
    serve(count);
    renderPlaylist();
    expect(await screen.findByText(text)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Reproduzir tudo' })).toBeTruthy();
  });

  it('plays the playlist from its first track with Play all, the rest queued in order', async () => {
    serve(3);
    renderPlaylist();
    await screen.findByRole('link', { name: 'Cue 3' });
    const playAll = screen.getByRole('button', { name: 'Play all' });
    await waitFor(() => expect((playAll as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(playAll);
    expect($queue.get().map((item) => item.title)).toEqual(['Cue 1', 'Cue 2', 'Cue 3']);
    expect($currentItem.get()?.title).toBe('Cue 1');
    expect($playing.get()).toBe(true);
    // Pressed again while the first track plays, it keeps playing rather than pausing.
    fireEvent.click(playAll);
    expect($playing.get()).toBe(true);
  });

  it('plays every track of a playlist longer than a page, not only the page shown', async () => {
    serve(60);
    renderPlaylist('/dashboard/playlists/a1?page=2');
    await screen.findByRole('link', { name: 'Cue 60' });
    const playAll = screen.getByRole('button', { name: 'Play all' });
    await waitFor(() => expect((playAll as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(playAll);
    expect($queue.get()).toHaveLength(60);
    expect($currentItem.get()?.title).toBe('Cue 1');
    // 60 × 95 s = 1 h 35 min.
    expect(screen.getByText('1 hr 35 min')).toBeTruthy();
  });

  it('offers no Play all to press on an empty playlist', async () => {
    serve(0);
    renderPlaylist();
    expect(await screen.findByText('0 tracks')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Play all' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers a page size only when the playlist holds more tracks than the smallest page', async () => {
    serve(3);
    const { unmount } = renderPlaylist();
    await screen.findByRole('link', { name: 'Cue 3' });
    expect(screen.queryByLabelText('Tracks per page')).toBeNull();
    unmount();
    serve(51);
    renderPlaylist();
    await screen.findByRole('link', { name: 'Cue 1' });
    expect(screen.getByLabelText('Tracks per page')).toBeTruthy();
  });
});
