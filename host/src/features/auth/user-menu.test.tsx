import { publishCustomer, type Customer } from '@rsm/shared';
import { TestProviders } from '@rsm/shared/testing';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { testCustomer as customer } from '../../testing/session';
import { UserMenu } from './user-menu';

const openMenu = (who: Customer, path = '/', onSignOut = jest.fn()) => {
  publishCustomer(who);
  render(
    <TestProviders path={path}>
      <UserMenu customer={who} onSignOut={onSignOut} />
    </TestProviders>,
  );
  const button = screen.getByRole('button', { name: `Account menu for ${who.first_name} ${who.last_name}` });
  fireEvent.click(button);
  return { button, menu: screen.getByRole('menu'), onSignOut };
};

const entryNames = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

describe('UserMenu', () => {
  it('shows the initials and the name on its button', () => {
    publishCustomer(customer);
    render(
      <TestProviders>
        <UserMenu customer={customer} onSignOut={jest.fn()} />
      </TestProviders>,
    );
    const button = screen.getByRole('button', { name: 'Account menu for Clara Mendes' });
    expect(button.textContent).toContain('CM');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it("lists a customer's entries, ending with Log out", () => {
    const { menu } = openMenu(customer);
    expect(entryNames(menu)).toEqual([
      'Home',
      'My albums',
      'History',
      'My playlists',
      'Manage account',
      'Log out',
    ]);
  });

  it("lists a composer's entries with a separator before the composer areas", () => {
    const { menu } = openMenu({ ...customer, is_composer: true });
    expect(entryNames(menu)).toEqual([
      'My account',
      'My albums',
      'My playlists',
      'History',
      'Briefings',
      'My tracks',
      'My statements',
      'Contracts',
      'FAQ',
      'Log out',
    ]);
    const children = Array.from(menu.children);
    const separator = children.findIndex((child) => child.getAttribute('role') === 'separator');
    expect(children[separator - 1]?.textContent).toBe('History');
    expect(children[separator + 1]?.textContent).toBe('Briefings');
  });

  it('marks the entry of the current page', () => {
    const { menu } = openMenu(customer, '/dashboard/history');
    expect(within(menu).getByRole('menuitem', { name: 'History' }).getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByRole('menuitem', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('moves with the arrow keys and closes on Escape, back on its button', () => {
    const { button, menu } = openMenu(customer);
    const items = within(menu).getAllByRole('menuitem');
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items[items.length - 1]);
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('logs out from its last entry', () => {
    const { menu, onSignOut } = openMenu(customer);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    expect(onSignOut).toHaveBeenCalled();
  });
});
