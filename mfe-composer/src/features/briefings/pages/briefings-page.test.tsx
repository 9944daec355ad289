import { publishCustomer } from '@rsm/shared';
import { briefingFixture, fakeNetwork, pagingMetaFixture, reply, TestProviders } from '@rsm/shared/testing';
import { render, screen } from '@testing-library/react';
import { customer, logInEachTest } from '../../../testing/session';
import { BriefingsPage } from './briefings-page';

const network = fakeNetwork();
logInEachTest();

const renderPage = (path = '/dashboard/briefings') =>
  render(
    <TestProviders path={path}>
      <BriefingsPage />
    </TestProviders>,
  );

describe('BriefingsPage', () => {
  it('lists the page of briefs named in the URL for a composer', async () => {
    publishCustomer(customer(true));
    network.serve({
      'GET /v1_rsm/briefings': () => ({
        briefings: [briefingFixture(1, 'Uplifting corporate piano')],
        meta: pagingMetaFixture(21, 2),
      }),
    });
    renderPage('/dashboard/briefings?page=2');
    expect(screen.getByRole('heading', { level: 1, name: 'Briefings' })).toBeTruthy();
    expect(await screen.findByRole('row', { name: /Uplifting corporate piano/ })).toBeTruthy();
    expect(network.callsTo('GET /v1_rsm/briefings').map(({ query }) => query)).toEqual([
      { page: '2', per: '20' },
    ]);
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe(
      '/dashboard/briefings',
    );
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
  });

  it('tells a composer the API turned away that the area is for composers', async () => {
    publishCustomer(customer(true));
    network.serve({ 'GET /v1_rsm/briefings': () => reply(403) });
    renderPage();
    expect(await screen.findByText('The composer area is only available to composers.')).toBeTruthy();
  });

  it('asks nothing of the API for a customer who is not a composer', () => {
    publishCustomer(customer(false));
    renderPage();
    expect(screen.getByText('The composer area is only available to composers.')).toBeTruthy();
    expect(network.calls).toEqual([]);
  });
});
