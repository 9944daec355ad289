import { $authHeaders, type PlayableItem } from '@rsm/shared';
import { fakeNetwork, reply, TestProviders, playableItemFixture } from '@rsm/shared/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { usePlayHistory } from './use-play-history';

const track = (n: number) => playableItemFixture(n, { trackId: n });
const medley: PlayableItem = { id: 'album-9', title: 'Album 9', audioUrl: '/m/9.mp3' };

describe('play history', () => {
  const network = fakeNetwork({
    'POST /v1_rsm/customers/history': ({ body }) =>
      reply(201, {
        history: {
          id: 1,
          track_id: (body as { track_id: number }).track_id,
          kind: 'play',
          created_at: '2026-03-05T14:07:00Z',
        },
      }),
  });
  afterEach(() => $authHeaders.set(null));

  const bodies = () => network.calls.map(({ url, method, body }) => [url, method, body]);

  it('records each new track a signed-in customer starts, once, and never a medley', async () => {
    $authHeaders.set({ 'access-token': 't', client: 'c', uid: 'u', expiry: '1' });
    const { result } = renderHook(() => usePlayHistory(), { wrapper: TestProviders });
    act(() => {
      result.current(track(1));
      result.current(track(1)); // resumed after a pause
      result.current(medley);
      result.current(track(2));
      result.current(track(1)); // back to the first one
    });
    await waitFor(() => expect(network.calls).toHaveLength(3));
    expect(bodies()).toEqual([
      ['http://api.test/v1_rsm/customers/history', 'POST', { track_id: 1 }],
      ['http://api.test/v1_rsm/customers/history', 'POST', { track_id: 2 }],
      ['http://api.test/v1_rsm/customers/history', 'POST', { track_id: 1 }],
    ]);
  });

  it('records nothing for a visitor', () => {
    const { result } = renderHook(() => usePlayHistory(), { wrapper: TestProviders });
    act(() => result.current(track(1)));
    expect(network.calls).toEqual([]);
  });

  it('only warns in the console when the call fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    network.serve({ 'POST /v1_rsm/customers/history': () => reply(404, { message: 'Not Found' }) });
    $authHeaders.set({ 'access-token': 't', client: 'c', uid: 'u', expiry: '1' });
    const { result } = renderHook(() => usePlayHistory(), { wrapper: TestProviders });
    act(() => result.current(track(5)));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    warn.mockRestore();
  });
});
