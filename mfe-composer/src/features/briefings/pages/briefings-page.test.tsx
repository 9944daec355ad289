import { I18nProvider } from '@lingui/react';
import {
  ApiError,
  $authHeaders,
  type Customer,
  DesignSystemProvider,
  i18n,
  MemoryRouter,
  publishCustomer,
  request,
} from '@rsm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { BriefingsPage } from './briefings-page';

jest.mock('@rsm/shared', () => ({ ...jest.requireActual('@rsm/shared'), request: jest.fn() }));
const mockedRequest = jest.mocked(request);

const customer = (isComposer: boolean): Customer => ({
  id: 1,
  email: 'ana@example.com',
  first_name: 'Ana',
  last_name: 'Silva',
  avatar: { url: null, thumb: { url: null } },
  is_composer: isComposer,
  internal: false,
  website_country: null,
  block_download: false,
  fake_account: false,
});

const renderPage = (path = '/dashboard/briefings') =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nProvider i18n={i18n}>
        <DesignSystemProvider>
          <MemoryRouter initialEntries={[path]}>
            <BriefingsPage />
          </MemoryRouter>
        </DesignSystemProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

beforeEach(() => {
  $authHeaders.set({
    'access-token': 'token',
    client: 'client',
    uid: 'ana@example.com',
    expiry: '9999999999',
  });
});

afterEach(() => {
  $authHeaders.set(null);
  publishCustomer(undefined);
  mockedRequest.mockReset();
});

describe('BriefingsPage', () => {
  it('lists the page of briefs named in the URL for a composer', async () => {
    publishCustomer(customer(true));
    mockedRequest.mockResolvedValue({
      briefings: [
        {
          id: 1,
          title: 'Uplifting corporate piano',
          description: '',
          deadline: '2025-03-01',
          status: 'open',
          submissions_count: 7,
        },
      ],
      meta: { total_count: 21, current_page: 2, per_page: 20, total_pages: 2, next: null, prev: 1 },
    });
    renderPage('/dashboard/briefings?page=2');
    expect(screen.getByRole('heading', { level: 1, name: 'Briefings' })).toBeTruthy();
    expect(await screen.findByRole('row', { name: /Uplifting corporate piano/ })).toBeTruthy();
    expect(mockedRequest).toHaveBeenCalledWith(
      '/v1_rsm/briefings',
      expect.objectContaining({ query: { page: 2, per: 20 } }),
    );
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe(
      '/dashboard/briefings',
    );
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
  });

  it('tells a composer the API turned away that the area is for composers', async () => {
    publishCustomer(customer(true));
    mockedRequest.mockRejectedValue(new ApiError(403, null, 'Forbidden'));
    renderPage();
    expect(await screen.findByText('The composer area is only available to composers.')).toBeTruthy();
  });

  it('asks nothing of the API for a customer who is not a composer', () => {
    publishCustomer(customer(false));
    renderPage();
    expect(screen.getByText('The composer area is only available to composers.')).toBeTruthy();
    expect(mockedRequest).not.toHaveBeenCalled();
  });
});
