import { I18nProvider } from '@lingui/react';
import {
  ApiError,
  $authHeaders,
  DesignSystemProvider,
  i18n,
  MemoryRouter,
  request,
  Route,
  Routes,
} from '@rsm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { PlaylistPage } from './playlist-page';
import { PlaylistsPage } from './playlists-page';

jest.mock('@rsm/shared', () => ({ ...jest.requireActual('@rsm/shared'), request: jest.fn() }));
const mockedRequest = jest.mocked(request);

const renderAt = (path: string, page: ReactNode, pattern: string) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nProvider i18n={i18n}>
        <DesignSystemProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={pattern} element={page} />
            </Routes>
          </MemoryRouter>
        </DesignSystemProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );

const logIn = () =>
  $authHeaders.set({
    'access-token': 'token',
    client: 'client',
    uid: 'ana@example.com',
    expiry: '9999999999',
  });

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

afterEach(() => {
  $authHeaders.set(null);
  mockedRequest.mockReset();
});

describe('PlaylistsPage', () => {
  it('asks a visitor to log in, and loads nothing', () => {
    renderAt('/dashboard/playlists', <PlaylistsPage />, '/dashboard/playlists');
    expect(screen.getByRole('heading', { level: 1, name: 'Playlists' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fdashboard%2Fplaylists',
    );
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');
    expect(mockedRequest).not.toHaveBeenCalled();
  });

  it("shows the customer's playlists with a link to the next page", async () => {
    logIn();
    mockedRequest.mockResolvedValue({
      projects: [
        { id: 1, uuid: 'a1', name: 'Summer promo', project_category_id: 1, tracks_count: 3, updated_at: '' },
      ],
      meta: { total_count: 41, current_page: 1, per_page: 20, total_pages: 3, next: 2, prev: null },
    });
    renderAt('/dashboard/playlists', <PlaylistsPage />, '/dashboard/playlists');
    expect(await screen.findByRole('link', { name: 'Summer promo' })).toBeTruthy();
    expect(mockedRequest).toHaveBeenCalledWith(
      '/v1_rsm/projects',
      expect.objectContaining({ query: { page: 1, per: 20 } }),
    );
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe(
      '/dashboard/playlists?page=2',
    );
  });
});

describe('PlaylistPage', () => {
  it('shows the playlist name and its track count', async () => {
    logIn();
    mockedRequest.mockResolvedValue({
      project: {
        id: 1,
        uuid: 'a1',
        name: 'Summer promo',
        project_category_id: 1,
        tracks_count: 1,
        updated_at: '',
      },
    });
    renderAt('/dashboard/playlists/a1', <PlaylistPage />, '/dashboard/playlists/:uuid');
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer promo' })).toBeTruthy();
    expect(screen.getByText('1 track')).toBeTruthy();
    expect(mockedRequest).toHaveBeenCalledWith('/v1_rsm/projects/a1', expect.anything());
  });

  it('shows the not-found page for a playlist that does not exist', async () => {
    logIn();
    mockedRequest.mockRejectedValue(new ApiError(404, null, 'Not found'));
    renderAt('/dashboard/playlists/missing', <PlaylistPage />, '/dashboard/playlists/:uuid');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});
