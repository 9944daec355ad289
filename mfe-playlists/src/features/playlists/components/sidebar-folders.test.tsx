import type { Folder } from '@rsm/shared';
import { TestProviders } from '@rsm/shared/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { playlist } from '../../../testing/fixtures';
import { isFolderOpen, SidebarFolders } from './sidebar-folders';

const folder = (id: number, name: string, isDefault = false): Folder => ({
  id,
  name,
  default: isDefault,
  projects_count: 1,
  updated_at: '2026-01-01T00:00:00Z',
  projects: [playlist({ id, uuid: `p${id}`, name: `${name} list`, tracks_count: 2 })],
});
const folders = [folder(1, 'Default', true), folder(2, 'Clients')];
const toggle = (name: string) => screen.getByRole('button', { name });

describe('sidebar folders', () => {
  it('opens only default folders without search text, all with it, and keeps manual toggles', () => {
    const none = new Map<number, boolean>();
    expect(isFolderOpen(folders[0]!, false, none)).toBe(true);
    expect(isFolderOpen(folders[1]!, false, none)).toBe(false);
    expect(isFolderOpen(folders[1]!, true, none)).toBe(true);
    expect(isFolderOpen(folders[0]!, true, new Map([[1, false]]))).toBe(false);
  });

  it('shows a folder’s playlists with their counts and its details link once opened', () => {
    render(<SidebarFolders folders={folders} searching={false} />, { wrapper: TestProviders });
    expect(toggle('Default').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Default list 2' }).getAttribute('href')).toBe(
      '/dashboard/playlists/p1',
    );
    expect(screen.queryByRole('link', { name: 'Clients list 2' })).toBeNull();
    fireEvent.click(toggle('Clients'));
    expect(screen.getByRole('link', { name: 'Clients list 2' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show folder details: Clients' }).getAttribute('href')).toBe(
      '/dashboard/folders/2',
    );
    fireEvent.click(toggle('Default'));
    expect(screen.queryByRole('link', { name: 'Default list 2' })).toBeNull();
  });

  it('says there are no results for a search that finds nothing', () => {
    render(<SidebarFolders folders={[]} searching />, { wrapper: TestProviders });
    expect(screen.getByText('Sorry, no results')).toBeTruthy();
  });
});
