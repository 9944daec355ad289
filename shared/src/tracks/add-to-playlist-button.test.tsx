import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { $customer } from '../bus/customer-store';
import { $addToPlaylistRequest } from '../bus/dialog-requests';
import { $pinnedPlaylist } from '../bus/pinned-playlist-store';
import { TestProviders } from '../testing';
import { fakeNetwork, reply } from '../testing/fake-network';
import { customerFixture, trackFixture } from '../testing/fixtures';
import { Toaster } from '../ui/toaster';
import { AddToPlaylistButton } from './add-to-playlist-button';

const network = fakeNetwork();
const calls = () => network.calls.map(({ method, path }) => `${method} ${path}`);

const ALL = 'GET /v2/projects/p1/tracks?all_tracks=true';
const members = (ids: number[]) => ({ tracks: ids.map((id) => trackFixture(id, `T${id}`)), meta: {} });

/** The membership loads first: the pinned button waits for it. */
const enabled = async (name: string) => {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  return button;
};

const renderButton = (props: Partial<React.ComponentProps<typeof AddToPlaylistButton>> = {}) =>
  render(
    <TestProviders>
      <AddToPlaylistButton trackId={5} trackName="Neon Rain" {...props} />
      <Toaster />
    </TestProviders>,
  );

beforeEach(() => {
  $customer.set(customerFixture());
  $pinnedPlaylist.set(null);
  $addToPlaylistRequest.set(null);
});

describe('AddToPlaylistButton', () => {
  it('without a pinned playlist asks for the add-to-playlist dialog', () => {
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Add Neon Rain to playlist' }));
    expect($addToPlaylistRequest.get()).toEqual({ kind: 'track', id: 5, name: 'Neon Rain' });
    expect(calls()).toEqual([]);
  });

  it('is disabled for a visitor and without a track id', () => {
    $customer.set(null);
    const { unmount } = renderButton();
    expect(
      (screen.getByRole('button', { name: 'Add Neon Rain to playlist' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    unmount();
    $customer.set(customerFixture());
    renderButton({ trackId: null });
    expect(
      (screen.getByRole('button', { name: 'Add Neon Rain to playlist' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('adds to the pinned playlist at once and says so', async () => {
    $pinnedPlaylist.set({ uuid: 'p1', name: 'Promo' });
    // The fake server keeps what it is told, so the refetch after success agrees.
    const ids = [1];
    network.serve({
      [ALL]: () => members(ids),
      'POST /v2/projects/p1/tracks': () => {
        ids.push(5);
        return reply(201, { project: {} });
      },
    });
    renderButton();
    fireEvent.click(await enabled('Add Neon Rain to Promo'));
    expect(await screen.findByRole('button', { name: 'Remove Neon Rain from Promo' })).toBeTruthy();
    expect(calls()).toContain('POST /v2/projects/p1/tracks');
    expect(await screen.findByText('Track has been added to playlist.')).toBeTruthy();
  });

  it('puts the button back and says so when adding fails', async () => {
    $pinnedPlaylist.set({ uuid: 'p1', name: 'Promo' });
    let fail: (answer: unknown) => void = () => undefined;
    network.serve({
      [ALL]: () => members([]),
      'POST /v2/projects/p1/tracks': () => new Promise((resolve) => (fail = resolve)),
    });
    renderButton();
    fireEvent.click(await enabled('Add Neon Rain to Promo'));
    // Optimistic: removal is offered before the server answers.
    expect(await screen.findByRole('button', { name: 'Remove Neon Rain from Promo' })).toBeTruthy();
    await act(async () => fail(reply(500, { message: 'boom' })));
    expect(await screen.findByText('Failed to add track.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Neon Rain to Promo' })).toBeTruthy();
  });

  it('removes a member, rolling back with the spec message on failure', async () => {
    $pinnedPlaylist.set({ uuid: 'p1', name: 'Promo' });
    network.serve({ [ALL]: () => members([5]), 'DELETE /v2/projects/p1/tracks/5': () => reply(500, {}) });
    renderButton();
    fireEvent.click(await enabled('Remove Neon Rain from Promo'));
    expect(await screen.findByText('Failed to delete track.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove Neon Rain from Promo' })).toBeTruthy(),
    );
    expect(calls()).toContain('DELETE /v2/projects/p1/tracks/5');
  });

  it('is hidden on the page of the pinned playlist itself', () => {
    $pinnedPlaylist.set({ uuid: 'p1', name: 'Promo' });
    network.serve({ [ALL]: () => members([]) });
    renderButton({ viewingPlaylistUuid: 'p1' });
    expect(screen.queryByRole('button', { name: /Neon Rain/ })).toBeNull();
  });
});
