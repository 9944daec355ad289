import { publishCustomer } from '@rsm/shared';
import { TestProviders } from '@rsm/shared/testing';
import { render, screen } from '@testing-library/react';
import { SessionMenu } from './session-menu';
import { signInForTest, signOutForTest } from '../../testing/session';

describe('SessionMenu', () => {
  beforeEach(signOutForTest);

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

  it('shows the customer and Log out once signed in (the menu loaded for signed-in visitors only)', async () => {
    signInForTest();
    render(
      <TestProviders>
        <SessionMenu />
      </TestProviders>,
    );
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(await screen.findByText('Clara Mendes')).toBeTruthy();
  });

  it('holds the place of the account menu with a named status while the signed-in customer loads', () => {
    signInForTest();
    publishCustomer(undefined);
    render(
      <TestProviders>
        <SessionMenu />
      </TestProviders>,
    );
    // A status may carry a name; a plain element with aria-label is an axe violation (aria-prohibited-attr).
    expect(screen.getByRole('status', { name: 'Loading account' })).toBeTruthy();
  });
});
