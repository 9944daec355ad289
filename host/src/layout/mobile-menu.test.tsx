import { TestProviders } from '@rsm/shared/testing';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { signInForTest, signOutForTest } from '../testing/session';
import { openSlideInPanel } from '../testing/slide-in-panel';
import { MobileMenu } from './mobile-menu';

const renderMenu = () =>
  render(
    <TestProviders path="/albums">
      <MobileMenu />
    </TestProviders>,
  );

const openMenu = () => openSlideInPanel('Menu', 'Menu');

beforeEach(signOutForTest);

describe('MobileMenu', () => {
  it('is a button at once, and opens full screen once its code is in, offering Log in and Register', async () => {
    renderMenu();
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    const { trigger, dialog } = await openMenu();
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(document.body.style.overflow).toBe('hidden');
    expect(within(dialog).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/login?redirect=%2Falbums',
    );
    expect(within(dialog).getByRole('link', { name: 'Register' })).toBeTruthy();
  });

  it('closes when one of its links is clicked', async () => {
    renderMenu();
    const { dialog } = await openMenu();
    fireEvent.click(within(dialog).getByRole('link', { name: 'Catalogues' }));
    expect(dialog.getAttribute('data-state')).toBe('closed');
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on Escape and gives focus back to its button', async () => {
    renderMenu();
    const { trigger, dialog } = await openMenu();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close menu' }));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    expect(dialog.getAttribute('data-state')).toBe('closed');
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on Escape even when focus has left it', async () => {
    renderMenu();
    const { trigger } = await openMenu();
    (document.activeElement as HTMLElement).blur();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('MobileMenu when signed in', () => {
  it('lists the account pages and Log out instead of Log in', async () => {
    signInForTest();
    renderMenu();
    const { dialog } = await openMenu();
    expect(within(dialog).getByRole('navigation', { name: 'Account' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: 'Log in' })).toBeNull();
  });
});
