import { I18nProvider } from '@lingui/react';
import {
  $authHeaders,
  DesignSystemProvider,
  i18n,
  MemoryRouter,
  publishCustomer,
  request,
} from '@rsm/shared';
import { customerFixture, pagingMetaFixture, submissionFixture } from '@rsm/shared/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { TracksPage } from './tracks-page';

jest.mock('@rsm/shared', () => ({ ...jest.requireActual('@rsm/shared'), request: jest.fn() }));
const mockedRequest = jest.mocked(request);

const submission = submissionFixture();
const meta = pagingMetaFixture(1, 1, 25);

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
  publishCustomer(customerFixture({ email: 'ana@example.com', is_composer: true }));
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
