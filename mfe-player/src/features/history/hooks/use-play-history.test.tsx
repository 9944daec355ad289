import { $authHeaders, type PlayableItem } from '@rsm/shared';
import { TestProviders, jsonResponse } from '@rsm/shared/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { usePlayHistory } from './use-play-history';

const track = (n: number): PlayableItem => ({
  id: `track-${n}`,
  trackId: n,
  title: `Track ${n}`,
  audioUrl: `/a/${n}.mp3`,
});
const medley: PlayableItem = { id: 'album-9', title: 'Album 9', audioUrl: '/m/9.mp3' };

describe('play history', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn(() => Promise.resolve(jsonResponse({}, 201)));
    globalThis.fetch = fetchMock as unknown as typeof globalThis.fetch;
  });
  afterEach(() => $authHeaders.set(null));

  const bodies = () =>
    fetchMock.mock.calls.map(([url, init]: [string, RequestInit]) => [
      String(url),
      init.method,
      String(init.body),
    ]);

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
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(bodies()).toEqual([
      ['http://api.test/v1_rsm/customers/history', 'POST', '{"track_id":1}'],
      ['http://api.test/v1_rsm/customers/history', 'POST', '{"track_id":2}'],
      ['http://api.test/v1_rsm/customers/history', 'POST', '{"track_id":1}'],
    ]);
  });

  it('records nothing for a visitor', () => {
    const { result } = renderHook(() => usePlayHistory(), { wrapper: TestProviders });
    act(() => result.current(track(1)));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('only warns in the console when the call fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse({ message: 'Not Found' }, 404)));
    $authHeaders.set({ 'access-token': 't', client: 'c', uid: 'u', expiry: '1' });
    const { result } = renderHook(() => usePlayHistory(), { wrapper: TestProviders });
    act(() => result.current(track(5)));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    warn.mockRestore();
  });
});
