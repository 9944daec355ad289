import { I18nProvider } from '@lingui/react';
import {
  $authHeaders,
  DesignSystemProvider,
  i18n,
  MemoryRouter,
  publishCustomer,
  request,
  type Submission,
} from '@rsm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { TracksPage } from './tracks-page';

jest.mock('@rsm/shared', () => ({ ...jest.requireActual('@rsm/shared'), request: jest.fn() }));
const mockedRequest = jest.mocked(request);

const submission: Submission = {
  id: 5,
  briefing_id: 2,
  briefing_title: 'Uplifting corporate piano',
  briefing_status: 'open',
  track_name: 'Morning light over the harbour',
  bpm: 96,
  version: null,
  status: 'in_review',
  main_submission_id: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  upload: null,
  writers: [],
};
const meta = { total_count: 1, current_page: 1, per_page: 25, total_pages: 1, next: null, prev: null };

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
  publishCustomer({
    id: 1,
    email: 'ana@example.com',
    first_name: 'Ana',
    last_name: 'Silva',
    avatar: { url: null, thumb: { url: null } },
    is_composer: true,
    internal: false,
    website_country: null,
    block_download: false,
    fake_account: false,
  });
});

afterEach(() => {
  $authHeaders.set(null);
  publishCustomer(undefined);
  mockedRequest.mockReset();
});

describe('TracksPage', () => {
  it('shows the labels and the tracks together, so the list never moves down when the labels arrive', async () => {
    let answerLabels: (value: unknown) => void = () => undefined;
    mockedRequest.mockImplementation((path: string) =>
      path === '/v2/customer/labels'
        ? new Promise((resolve) => (answerLabels = resolve))
        : Promise.resolve({ tracks: [submission], meta }),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <I18nProvider i18n={i18n}>
          <DesignSystemProvider>
            <MemoryRouter initialEntries={['/dashboard/tracks']}>
              <TracksPage />
            </MemoryRouter>
          </DesignSystemProvider>
        </I18nProvider>
      </QueryClientProvider>,
    );
    // The tracks have answered; the labels have not: the list waits for them.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Morning light over the harbour')).toBeNull();
    answerLabels({ labels: [{ id: 1, name: 'Piano Moods', tracks_count: 4 }] });
    expect(await screen.findByText('Morning light over the harbour')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Your labels' })).toBeTruthy();
  });
});
