import { publishCustomer } from '@rsm/shared';
import { TestProviders } from '@rsm/shared/testing';
import { render, screen } from '@testing-library/react';
import { customer, logIn, logOut } from '../testing/session';
import { ComposerGate } from './composer-gate';

const renderGate = () =>
  render(
    <TestProviders path="/dashboard/briefings?page=2">
      <ComposerGate>
        <p>Composer content</p>
      </ComposerGate>
    </TestProviders>,
  );

afterEach(logOut);

describe('ComposerGate', () => {
  it('asks a visitor to log in and come back here', () => {
    publishCustomer(null);
    renderGate();
    expect(screen.queryByText('Composer content')).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fdashboard%2Fbriefings%3Fpage%3D2',
    );
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');
  });

  it('waits while the customer is still loading', () => {
    logIn();
    renderGate();
    expect(screen.queryByText('Composer content')).toBeNull();
    expect(screen.getByText('Loading…')).toBeTruthy();
  });

  it('tells a customer who is not a composer that the area is for composers', () => {
    logIn();
    publishCustomer(customer(false));
    renderGate();
    expect(screen.queryByText('Composer content')).toBeNull();
    expect(screen.getByText('The composer area is only available to composers.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
  });

  it('shows the composer area to a composer', () => {
    logIn();
    publishCustomer(customer(true));
    renderGate();
    expect(screen.getByText('Composer content')).toBeTruthy();
  });
});
