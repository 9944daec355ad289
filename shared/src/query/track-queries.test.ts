import { createQueryClient } from '../session/query-client';
import { fakeNetwork } from '../testing/fake-network';
import { trackFixture } from '../testing/fixtures';
import { trackAlternativesQueryOptions, trackKeys, trackQueryOptions } from './track-queries';

const network = fakeNetwork({
  'GET /v1_rsm/tracks/:id': () => ({ track: trackFixture(7, 'Neon Rain') }),
  'GET /v1_rsm/tracks/:id/alternatives': () => ({ tracks: [trackFixture(8, 'Neon Rain (60 s)')] }),
});
const requested = () => network.calls.map(({ path }) => path);

describe('track queries', () => {
  it('asks once for a track whether a page names it by its address (text) or a row by its number', async () => {
    const queryClient = createQueryClient();
    const fromPlayer = await queryClient.fetchQuery(trackQueryOptions(7));
    const fromPage = await queryClient.fetchQuery({ ...trackQueryOptions('7'), staleTime: Infinity });
    expect(fromPage).toBe(fromPlayer);
    expect(fromPage.track.name).toBe('Neon Rain');
    expect(requested()).toEqual(['/v1_rsm/tracks/7']);
  });

  it("refreshes a track's alternate versions with the track", async () => {
    const queryClient = createQueryClient();
    await queryClient.fetchQuery(trackQueryOptions(7));
    await queryClient.fetchQuery(trackAlternativesQueryOptions(7));
    await queryClient.invalidateQueries({ queryKey: trackKeys.track(7) });
    expect(queryClient.getQueryState(trackKeys.alternatives('7'))?.isInvalidated).toBe(true);
    expect(requested()).toEqual(['/v1_rsm/tracks/7', '/v1_rsm/tracks/7/alternatives']);
  });
});
