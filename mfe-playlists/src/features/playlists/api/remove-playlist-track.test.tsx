import { I18nProvider } from '@lingui/react';
import { i18n, playlistKeys, type TrackListResponse } from '@rsm/shared';
import { fakeNetwork, reply } from '@rsm/shared/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { meta, playlist, track } from '../../../testing/fixtures';
import { useRemovePlaylistTrack } from './remove-playlist-track';

const network = fakeNetwork();

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

function setUp() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const page: TrackListResponse = {
    tracks: [track(1, 'Neon Rain'), track(2, 'Low Sun'), track(3, 'Tide')],
    meta: meta(3, 1, 50),
  };
  client.setQueryData([...playlistKeys.playlistTracks('a1'), { page: 1, per: 50 }], page);
  // What the pinned playlist's add/remove buttons read, under the same key: a plain list of ids.
  client.setQueryData([...playlistKeys.playlistTracks('a1'), 'all-ids'], [1, 2, 3]);
  client.setQueryData(playlistKeys.playlist('a1'), { project: playlist({ uuid: 'a1', tracks_count: 3 }) });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </QueryClientProvider>
  );
  return { client, ...renderHook(() => useRemovePlaylistTrack(), { wrapper }) };
}

describe('useRemovePlaylistTrack', () => {
  it('takes the track out of every cached shape of the playlist before the server answers', async () => {
    let answer: (value: unknown) => void = () => undefined;
    network.serve({
      'DELETE /v2/projects/a1/tracks/:id': () => new Promise((resolve) => (answer = resolve)),
    });
    const { client, result } = setUp();
    act(() => result.current.mutate({ uuid: 'a1', trackId: 2 }));
    await waitFor(() => expect(network.callsTo('DELETE /v2/projects/a1/tracks/2')).toHaveLength(1));
    const page = client.getQueryData<TrackListResponse>([
      ...playlistKeys.playlistTracks('a1'),
      { page: 1, per: 50 },
    ]);
    expect(page?.tracks.map((item) => item.id)).toEqual([1, 3]);
    expect(page?.meta.total_count).toBe(2);
    expect(client.getQueryData([...playlistKeys.playlistTracks('a1'), 'all-ids'])).toEqual([1, 3]);
    expect(client.getQueryData<{ project: { tracks_count: number } }>(playlistKeys.playlist('a1'))).toEqual({
      project: expect.objectContaining({ tracks_count: 2 }),
    });
    await act(async () => answer({ success: true }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
  });

  it('puts every shape back when the server refuses', async () => {
    network.serve({ 'DELETE /v2/projects/a1/tracks/:id': () => reply(500, { message: 'boom' }) });
    const { client, result } = setUp();
    act(() => result.current.mutate({ uuid: 'a1', trackId: 2 }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(client.getQueryData([...playlistKeys.playlistTracks('a1'), 'all-ids'])).toEqual([1, 2, 3]);
    expect(
      client
        .getQueryData<TrackListResponse>([...playlistKeys.playlistTracks('a1'), { page: 1, per: 50 }])
        ?.tracks.map((item) => item.id),
    ).toEqual([1, 2, 3]);
  });
});
