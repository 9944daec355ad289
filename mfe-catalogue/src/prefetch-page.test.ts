import { fakeNetwork, noAnswer } from '@rsm/shared/testing';
import { QueryClient } from '@tanstack/react-query';
import { prefetchPage } from './prefetch-page';

/** The server stands by without answering: what is asked for is what counts. */
const network = fakeNetwork({
  'GET /v1_rsm/homepage/curated_playlists': noAnswer,
  'GET /v2/homepage/banners': noAnswer,
  'GET /v2/homepage/last_releases': noAnswer,
  'GET /v2/homepage/trusted_bies': noAnswer,
  'GET /v1_rsm/albums': noAnswer,
  'GET /v1_rsm/tracks/search': noAnswer,
  'GET /v1_rsm/tracks/:id': noAnswer,
  'GET /v1_rsm/tracks/:id/alternatives': noAnswer,
});

/** The API paths (with their query) the page asked for. */
const requested = () =>
  network.calls.map(({ url }) => {
    const { pathname, search } = new URL(url);
    return decodeURIComponent(`${pathname}${search}`);
  });

async function prefetch(href: string) {
  prefetchPage(new QueryClient(), new URL(href, 'http://site.test'));
  // The client sends after its request hooks have run.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('prefetchPage', () => {
  it('asks for every section of the home page at once', async () => {
    await prefetch('/');
    expect(requested().sort()).toEqual([
      '/v1_rsm/homepage/curated_playlists',
      '/v2/homepage/banners',
      '/v2/homepage/last_releases',
      '/v2/homepage/trusted_bies',
    ]);
  });

  it('asks for the page of albums the address names', async () => {
    await prefetch('/albums?page=3');
    expect(requested()).toEqual(['/v1_rsm/albums?page=3&per=48&sort=release_date+desc']);
  });

  it('asks for the results of the search in the address', async () => {
    await prefetch('/search?q[text][]=piano');
    expect(requested()).toHaveLength(1);
    expect(requested()[0]).toMatch(/^\/v1_rsm\/tracks\/search\?.*q\[text\]\[\]=piano/);
    expect(requested()[0]).toMatch(/page=1&per=50/);
  });

  it('asks for the track of a track page and its alternate versions at once', async () => {
    await prefetch('/tracks/12');
    expect(requested().sort()).toEqual(['/v1_rsm/tracks/12', '/v1_rsm/tracks/12/alternatives']);
  });

  it('asks for nothing on pages it does not prefetch', async () => {
    await prefetch('/catalogues/3');
    expect(requested()).toEqual([]);
  });
});
