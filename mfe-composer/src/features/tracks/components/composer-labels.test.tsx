import { I18nProvider } from '@lingui/react';
import { DesignSystemProvider, i18n, MemoryRouter, request } from '@rsm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { ComposerLabels } from './composer-labels';

jest.mock('@rsm/shared', () => ({ ...jest.requireActual('@rsm/shared'), request: jest.fn() }));
const mockedRequest = jest.mocked(request);

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('ComposerLabels', () => {
  it('counts one track as "1 track" and more as "tracks"', async () => {
    mockedRequest.mockResolvedValue({
      labels: [
        { id: 1, name: 'Brasil Sounds', tracks_count: 1 },
        { id: 2, name: 'Piano Moods', tracks_count: 4 },
      ],
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <I18nProvider i18n={i18n}>
          <DesignSystemProvider>
            <MemoryRouter>
              <ComposerLabels />
            </MemoryRouter>
          </DesignSystemProvider>
        </I18nProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('(1 track)')).toBeTruthy();
    expect(screen.getByText('(4 tracks)')).toBeTruthy();
  });
});
