import { $authHeaders } from '@rsm/shared';
import { fakeNetwork, pagingMetaFixture } from '@rsm/shared/testing';
import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { foldersQueryOptions, DEFAULT_FOLDER_SORT } from './features/playlists/api/get-folders';
import { playlistsQueryOptions } from './features/playlists/api/get-playlists';
import { SIDEBAR_FOLDERS } from './features/playlists/components/playlists-sidebar';
import { prefetchPage } from './prefetch-page';

const network = fakeNetwork({
  'GET /v1_rsm/projects': () => ({ projects: [], meta: pagingMetaFixture(0) }),
  'GET /v1_rsm/project_categories': () => ({ project_categories: [], meta: pagingMetaFixture(0) }),
  'GET /v2/project_categories': () => ({ project_categories: [] }),
});
const asked = () => network.calls.map(({ path, query }) => `${path} ${JSON.stringify(query)}`);
afterEach(() => $authHeaders.set(null));

const signIn = () =>
  $authHeaders.set({ 'access-token': 't', client: 'c', uid: 'customer@demo.test', expiry: '9999999999' });

describe('prefetchPage', () => {
  it("asks for My playlists' page of playlists, the sidebar's folders and the folder names, under the page's keys", async () => {
    signIn();
    const client = new QueryClient();
    prefetchPage(client, new URL('http://site.test/dashboard/playlists?page=2'));
    await waitFor(() => expect(asked()).toHaveLength(3));
    await waitFor(() =>
      expect(client.getQueryData(playlistsQueryOptions({ page: 2 }).queryKey)).toEqual({
        projects: [],
        meta: pagingMetaFixture(0),
      }),
    );
    expect(
      client.getQueryData(foldersQueryOptions({ ...SIDEBAR_FOLDERS, sort: DEFAULT_FOLDER_SORT }).queryKey),
    ).toBeDefined();
  });

  it("asks only for the sidebar's folders on a playlist's page, and nothing for a visitor", async () => {
    const client = new QueryClient();
    prefetchPage(client, new URL('http://site.test/dashboard/playlists'));
    signIn();
    prefetchPage(client, new URL('http://site.test/dashboard/playlists/a1'));
    prefetchPage(client, new URL('http://site.test/shared-playlists/7'));
    await waitFor(() => expect(asked()).toHaveLength(1));
    expect(asked()[0]).toMatch(/^\/v1_rsm\/project_categories /);
  });
});
