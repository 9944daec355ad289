import { clearAuth, publishCustomer, rememberAuthHeaders } from '@rsm/shared';
import { customerFixture, fakeNetwork, TestProviders } from '@rsm/shared/testing';
import { cleanup, render, screen, within } from '@testing-library/react';
import { ReleaseHealthPage } from './release-health-page';

const network = fakeNetwork();

const renderPage = () =>
  render(
    <TestProviders path="/dashboard/releases">
      <ReleaseHealthPage />
    </TestProviders>,
  );
const signIn = (internal: boolean) => {
  rememberAuthHeaders((name) => ({ 'access-token': 't', client: 'c', uid: 'u', expiry: '1' })[name]);
  publishCustomer({ ...customerFixture(), internal });
};
const row = (app: string, version: string, hour: string, errors: number, lcp: number | null) => ({
  app,
  version,
  hour,
  errors,
  lcp,
  inp: null,
  cls: null,
  samples: 3,
});

describe('ReleaseHealthPage', () => {
  afterEach(() => {
    cleanup();
    clearAuth();
    publishCustomer(null);
  });

  it('keeps the health of releases to staff, and asks the server nothing for anyone else', () => {
    signIn(false);
    renderPage();
    expect(screen.getByRole('alert').textContent).toBe('Only staff can see the health of releases.');
    expect(network.calls).toEqual([]);
  });

  it('plots each app and version over the hours and lists the figures', async () => {
    signIn(true);
    network.serve({
      'GET /v1/client-reports/health': () => ({
        rows: [
          row('catalogue', 'v1', '2026-11-25T01:00:00.000Z', 0, 1200),
          row('catalogue', 'v2', '2026-11-25T02:00:00.000Z', 4, 2500.4),
        ],
      }),
    });
    renderPage();
    expect(await screen.findByRole('figure', { name: 'Script errors per hour' })).toBeTruthy();
    expect(network.callsTo('GET /v1/client-reports/health')[0]?.query).toEqual({ hours: '48' });
    const table = screen.getByRole('table', { name: 'Errors and web vitals per app, version and hour' });
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((tr) =>
        within(tr)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      );
    expect(cells.map((c) => c.slice(1, 5))).toEqual([
      ['catalogue', 'v1', '0', '1200'],
      ['catalogue', 'v2', '4', '2500'],
    ]);
  });

  it('shows the translated error when the answer is not what the page expects', async () => {
    signIn(true);
    network.serve({ 'GET /v1/client-reports/health': () => ({ rows: [{ app: 'catalogue' }] }) });
    renderPage();
    expect(await screen.findByRole('button', { name: /try again/i })).toBeTruthy();
  });
});
