import { $authHeaders, ApiError, request } from '@rsm/shared';
import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { foldersQueryOptions, DEFAULT_FOLDER_SORT } from './features/playlists/api/get-folders';
import { playlistsQueryOptions } from './features/playlists/api/get-playlists';
import { SIDEBAR_FOLDERS } from './features/playlists/components/playlists-sidebar';
import { prefetchPage } from './prefetch-page';
import { fakeApi } from './testing/fake-api';

jest.mock('@rsm/shared', () => ({ ...jest.requireActual('@rsm/shared'), request: jest.fn() }));
const mockedRequest = jest.mocked(request);
const asked: string[] = [];

beforeEach(() => {
  asked.length = 0;
  const answer = (body: unknown) => (options: { query?: unknown }, path: string) => {
    asked.push(`${path} ${JSON.stringify(options.query)}`);
    return body;
  };
  mockedRequest.mockImplementation(
    fakeApi(ApiError, {
      'GET /v1_rsm/projects': answer({ projects: [], meta: {} }),
      'GET /v1_rsm/project_categories': answer({ project_categories: [], meta: {} }),
      'GET /v2/project_categories': answer({ project_categories: [] }),
    }) as typeof request,
  );
});
afterEach(() => $authHeaders.set(null));

const signIn = () =>
  $authHeaders.set({ 'access-token': 't', client: 'c', uid: 'customer@demo.test', expiry: '9999999999' });

describe('prefetchPage', () => {
  it("asks for My playlists' page of playlists, the sidebar's folders and the folder names, under the page's keys", async () => {
    signIn();
    const client = new QueryClient();
    prefetchPage(client, new URL('http://site.test/dashboard/playlists?page=2'));
    await waitFor(() => expect(asked).toHaveLength(3));
    expect(client.getQueryData(playlistsQueryOptions({ page: 2 }).queryKey)).toEqual({
      projects: [],
      meta: {},
    });
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
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toMatch(/^\/v1_rsm\/project_categories /);
  });
});
