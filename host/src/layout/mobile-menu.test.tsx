import { TestProviders } from '@rsm/shared/testing';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { signInForTest, signOutForTest } from '../features/auth/testing/session';
import { MobileMenu } from './mobile-menu';

const renderMenu = () =>
  render(
    <TestProviders path="/albums">
      <MobileMenu />
    </TestProviders>,
  );

beforeEach(signOutForTest);

describe('MobileMenu', () => {
  it('opens full screen, blocks page scrolling and offers Log in and Register', () => {
    renderMenu();
    const trigger = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog.getAttribute('data-state')).toBe('open');
    expect(document.body.style.overflow).toBe('hidden');
    expect(within(dialog).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/login?redirect=%2Falbums',
    );
    expect(within(dialog).getByRole('link', { name: 'Register' })).toBeTruthy();
  });

  it('closes when one of its links is clicked', () => {
    renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    fireEvent.click(within(dialog).getByRole('link', { name: 'Catalogues' }));
    expect(dialog.getAttribute('data-state')).toBe('closed');
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on Escape and gives focus back to its button', () => {
    renderMenu();
    const trigger = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close menu' }));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    expect(dialog.getAttribute('data-state')).toBe('closed');
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on Escape even when focus has left it', () => {
    renderMenu();
    const trigger = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(trigger);
    (document.activeElement as HTMLElement).blur();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('MobileMenu when signed in', () => {
  it('lists the account pages and Log out instead of Log in', () => {
    signInForTest();
    renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('navigation', { name: 'Account' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: 'Log in' })).toBeNull();
  });
});
