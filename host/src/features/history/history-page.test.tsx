import { clearAuth, publishCustomer, rememberAuthHeaders } from '@rsm/shared';
import {
  customerFixture,
  fakeNetwork,
  pagingMetaFixture,
  TestProviders,
  trackFixture,
} from '@rsm/shared/testing';
import { render, screen, within } from '@testing-library/react';
import { HistoryPage } from './history-page';

const network = fakeNetwork();

const renderAt = (path: string) =>
  render(
    <TestProviders path={path}>
      <HistoryPage />
    </TestProviders>,
  );

describe('HistoryPage', () => {
  afterEach(() => {
    clearAuth();
    publishCustomer(null);
  });

  it('asks a visitor to log in and asks the server nothing', () => {
    renderAt('/dashboard/history');
    expect(screen.getByText('Log in to see what you played and downloaded.')).toBeTruthy();
    expect(network.calls).toEqual([]);
  });

  it('lists the page of plays and downloads the URL asks for, with links that keep the filter', async () => {
    rememberAuthHeaders((name) => ({ 'access-token': 't', client: 'c', uid: 'u', expiry: '1' })[name]);
    publishCustomer(customerFixture());
    network.serve({
      'GET /v1_rsm/customers/history': () => ({
        history: [
          { id: 1, kind: 'download', created_at: '2026-03-05T14:07:00', track: trackFixture(7, 'Blue Hour') },
        ],
        meta: pagingMetaFixture(60, 2, 25),
      }),
    });
    renderAt('/dashboard/history?kind=download&page=2');
    const row = (await screen.findByRole('link', { name: 'Blue Hour' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Downloaded')).toBeTruthy();
    expect(within(row).getByText('5 Mar 2026, 14:07')).toBeTruthy();
    expect(network.callsTo('GET /v1_rsm/customers/history').map(({ query }) => query)).toEqual([
      { page: '2', per: '25', kind: 'download' },
    ]);
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe(
      '/dashboard/history?page=3&kind=download',
    );
    expect(screen.getByRole('link', { name: 'Downloads' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'All' }).getAttribute('href')).toBe('/dashboard/history');
  });
});
