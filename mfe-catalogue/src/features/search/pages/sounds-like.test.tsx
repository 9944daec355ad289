import { fakeNetwork, pagingMetaFixture, reply, trackFixture } from '@rsm/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { $referenceResults } from '../../../components/reference-search/reference-results';
import { renderSearchPage } from '../testing/render-search-page';

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

  it('lists the tracks that sound like a track, best first, under a chip named after it', async () => {
    // The page names the tab only when it is the page the address bar shows.
    window.history.pushState({}, '', '/search?similar=7');
    renderSearchPage('/search?similar=7');
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
    renderSearchPage('/search?similar=8');
    expect((await screen.findByRole('alert')).textContent).toMatch(/This track has not been analysed yet\./);
    expect(await screen.findByRole('button', { name: 'Remove Sounds like Low Sun' })).toBeTruthy();
  });

  it('returns to the plain search when the chip is removed', async () => {
    renderSearchPage('/search?similar=7');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Sounds like Neon Rain' }));
    expect(screen.getByTestId('address').textContent).toBe('/search');
    expect(screen.queryByRole('button', { name: /Sounds like/ })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Tracks that sound alike' })).toBeNull();
    await waitFor(() => expect(urls()).toContainEqual(expect.stringContaining('/v1_rsm/tracks/search?')));
  });

  it('shows the results of a reference file kept in memory, named after the file', async () => {
    $referenceResults.setKey('abc123', { fileName: 'my-demo.mp3', tracks: alike });
    renderSearchPage('/search?reference=abc123');
    expect(screen.getByRole('button', { name: 'Remove Sounds like my-demo.mp3' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Tracks that sound alike' })).toBeTruthy();
    expect(screen.getByText('2 tracks, most alike first')).toBeTruthy();
  });

  it('says a reference gone after a reload is gone, and offers to search again', () => {
    renderSearchPage('/search?reference=stale');
    expect(screen.getByText(/This reference file is gone/).closest('[role="status"]')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Search with a reference track again' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
