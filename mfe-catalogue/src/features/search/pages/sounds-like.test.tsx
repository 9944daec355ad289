import { useLocation } from '@rsm/shared';
import { fakeNetwork, pagingMetaFixture, reply, TestProviders, trackFixture } from '@rsm/shared/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { $referenceResults } from '../../../components/reference-search/reference-results';
import { SearchPage } from './search-page';

function Location() {
  const location = useLocation();
  return <output role="none" data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

const seed = trackFixture(7, 'Neon Rain');
const alike = [
  { ...trackFixture(21, 'Night Glow'), similarity: 0.93 },
  { ...trackFixture(22, 'City Lights'), similarity: 0.88 },
];

describe('search by sound', () => {
  const network = fakeNetwork({
    'GET /v2/tracks/7/similar': () => ({ tracks: alike }),
    'GET /v1_rsm/tracks/7': () => ({ track: seed }),
    'GET /v2/tracks/8/similar': () => reply(409, { message: 'This track has not been analysed yet.' }),
    'GET /v1_rsm/tracks/8': () => ({ track: trackFixture(8, 'Low Sun') }),
    'GET /v1_rsm/tracks/search': () => ({ tracks: [], meta: pagingMetaFixture(0) }),
    'GET /v1_rsm/tracks/search/facets': () => reply(404, {}),
  });
  const urls = () => network.calls.map(({ url }) => url);
  beforeEach(() => $referenceResults.set({}));
  afterEach(() => window.history.pushState({}, '', '/'));

  const renderAt = (path: string) =>
    render(
      <TestProviders path={path}>
        <SearchPage />
        <Location />
      </TestProviders>,
    );

  it('lists the tracks that sound like a track, best first, under a chip named after it', async () => {
    // The page names the tab only when it is the page the address bar shows.
    window.history.pushState({}, '', '/search?similar=7');
    renderAt('/search?similar=7');
    const table = await screen.findByRole('table', { name: 'Tracks that sound alike' });
    const titles = within(table)
      .getAllByRole('link')
      .map((link) => link.textContent)
      .filter((text) => text === 'Night Glow' || text === 'City Lights');
    expect(titles).toEqual(['Night Glow', 'City Lights']);
    expect(await screen.findByRole('button', { name: 'Remove Sounds like Neon Rain' })).toBeTruthy();
    expect(urls()).toContain('http://api.test/v2/tracks/7/similar?per=50');
    await waitFor(() => expect(document.title).toBe('Sounds like Neon Rain · RSM Music'));
  });

  it("says when the track's sound is not analysed yet, in the API's words", async () => {
    renderAt('/search?similar=8');
    expect((await screen.findByRole('alert')).textContent).toMatch(/This track has not been analysed yet\./);
    expect(await screen.findByRole('button', { name: 'Remove Sounds like Low Sun' })).toBeTruthy();
  });

  it('returns to the plain search when the chip is removed', async () => {
    renderAt('/search?similar=7');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Sounds like Neon Rain' }));
    expect(screen.getByTestId('location').textContent).toBe('/search');
    expect(screen.queryByRole('button', { name: /Sounds like/ })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Tracks that sound alike' })).toBeNull();
    await waitFor(() => expect(urls()).toContainEqual(expect.stringContaining('/v1_rsm/tracks/search?')));
  });

  it('shows the results of a reference file kept in memory, named after the file', async () => {
    $referenceResults.setKey('abc123', { fileName: 'my-demo.mp3', tracks: alike });
    renderAt('/search?reference=abc123');
    expect(screen.getByRole('button', { name: 'Remove Sounds like my-demo.mp3' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Tracks that sound alike' })).toBeTruthy();
    expect(screen.getByText('2 tracks, most alike first')).toBeTruthy();
  });

  it('says a reference gone after a reload is gone, and offers to search again', () => {
    renderAt('/search?reference=stale');
    expect(screen.getByText(/This reference file is gone/).closest('[role="status"]')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Search with a reference track again' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
