import { clearAuth, publishCustomer, rememberAuthHeaders, type Customer } from '@rsm/shared';
import { TestProviders } from '@rsm/shared/testing';
import { render, screen } from '@testing-library/react';
import { SessionMenu } from './session-menu';

const customer: Customer = {
  id: 1,
  email: 'customer@demo.test',
  first_name: 'Clara',
  last_name: 'Mendes',
  avatar: { url: null, thumb: { url: null } },
  is_composer: false,
  internal: false,
  website_country: 'PT',
  block_download: false,
  fake_account: false,
};

describe('SessionMenu', () => {
  beforeEach(() => {
    clearAuth();
    publishCustomer(null);
  });

  it('offers log in with the current path as return address, and register', () => {
    render(
      <TestProviders path="/albums?page=2">
        <SessionMenu />
      </TestProviders>,
    );
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/login?redirect=%2Falbums%3Fpage%3D2',
    );
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
  });

  it('carries no return address on the home page', () => {
    render(
      <TestProviders path="/">
        <SessionMenu />
      </TestProviders>,
    );
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('shows the customer and Log out once signed in', () => {
    rememberAuthHeaders((name) => ({ 'access-token': 't', client: 'c', uid: 'u', expiry: '1' })[name]);
    publishCustomer(customer);
    render(
      <TestProviders>
        <SessionMenu />
      </TestProviders>,
    );
    expect(screen.getByText('Clara Mendes')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });
});
