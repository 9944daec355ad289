import { I18nProvider } from '@lingui/react';
import { DesignSystemProvider, i18n, MemoryRouter, type Playlist } from '@rsm/shared';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { messages as portuguese } from '../../../locales/pt/messages';
import { PlaylistSectionHeader } from './playlist-section-header';
import { PlaylistsTable } from './playlists-table';

const playlist = (overrides: Partial<Playlist>): Playlist => ({
  id: 1,
  uuid: 'a1b2',
  name: 'Summer promo',
  project_category_id: 1,
  tracks_count: 12,
  updated_at: '2025-03-01T10:00:00Z',
  ...overrides,
});

function renderAt(ui: ReactNode, path = '/dashboard/playlists') {
  return render(
    <I18nProvider i18n={i18n}>
      <DesignSystemProvider>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </DesignSystemProvider>
    </I18nProvider>,
  );
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});
afterEach(() => i18n.activate('en'));

describe('PlaylistsTable', () => {
  it('lists each playlist with its track count and a link to it', () => {
    renderAt(
      <PlaylistsTable
        playlists={[playlist({}), playlist({ id: 2, uuid: 'c3 d4', name: 'Trailer ideas', tracks_count: 0 })]}
      />,
    );
    const table = screen.getByRole('table', { name: 'My playlists' });
    expect(within(table).getByRole('columnheader', { name: 'Playlist Name' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Tracks' })).toBeTruthy();

    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('cell', { name: '12' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Summer promo' }).getAttribute('href')).toBe(
      '/dashboard/playlists/a1b2',
    );
    expect(screen.getByRole('link', { name: 'Trailer ideas' }).getAttribute('href')).toBe(
      '/dashboard/playlists/c3%20d4',
    );
  });

  it.each([
    [
      'en',
      (name: string) => [
        `Download ${name}`,
        `Playlist details ${name}`,
        `Edit playlist ${name}`,
        `Delete playlist ${name}`,
      ],
    ],
    [
      'pt',
      (name: string) => [
        `Download de ${name}`,
        `Detalhes da playlist ${name}`,
        `Editar playlist ${name}`,
        `Excluir playlist ${name}`,
      ],
    ],
  ] as const)('names each row button after its own playlist (%s)', (locale, names) => {
    i18n.load(locale, locale === 'pt' ? portuguese : {});
    i18n.activate(locale);
    renderAt(
      <PlaylistsTable
        playlists={[playlist({}), playlist({ id: 2, uuid: 'r2', name: 'Road trip' })]}
        onEdit={() => undefined}
        onDelete={() => undefined}
      />,
    );
    // jsdom applies no media queries: the wide-screen buttons count as hidden there, so they are looked up anyway.
    for (const name of ['Summer promo', 'Road trip'])
      for (const label of names(name))
        expect(
          screen.queryByRole('button', { name: label, hidden: true }) ??
            screen.queryByRole('link', { name: label, hidden: true }),
        ).not.toBeNull();
  });

  it('says there is nothing yet when the customer has no playlists', () => {
    renderAt(<PlaylistsTable playlists={[]} />);
    expect(screen.getByText('No items to show here yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('PlaylistSectionHeader', () => {
  it('marks the tab of the current path as the current page', () => {
    renderAt(<PlaylistSectionHeader />, '/dashboard/playlists/received');
    expect(screen.getByRole('heading', { level: 1, name: 'Playlists' })).toBeTruthy();
    const tabs = within(screen.getByRole('navigation', { name: 'Playlist lists' }));
    expect(tabs.getByRole('link', { name: 'Received' }).getAttribute('aria-current')).toBe('page');
    expect(tabs.getByRole('link', { name: 'My playlists' }).getAttribute('aria-current')).toBeNull();
    expect(tabs.getByRole('link', { name: 'Sent' }).getAttribute('href')).toBe('/dashboard/playlists/sent');
  });
});
