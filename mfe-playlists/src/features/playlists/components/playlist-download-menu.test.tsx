import { $customer, Route, Routes } from '@rsm/shared';
import { CurrentAddress, customerFixture, TestProviders } from '@rsm/shared/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { downloadPlaylistZip } from '../api/download-playlist';
import { PlaylistDownloadMenu } from './playlist-download-menu';

jest.mock('../api/download-playlist', () => ({
  downloadPlaylistZip: jest.fn(),
  exportPlaylist: jest.fn(),
}));
const zip = jest.mocked(downloadPlaylistZip);
const playlist = { id: 7, uuid: 'a1', name: 'Summer promo' };

function renderMenu(props: { token?: string; withExports?: boolean } = {}) {
  render(
    <TestProviders path="/shared-playlists/a1">
      <Routes>
        <Route path="*" element={<PlaylistDownloadMenu playlist={playlist} {...props} />} />
      </Routes>
      <Routes>
        <Route path="*" element={<CurrentAddress />} />
      </Routes>
    </TestProviders>,
  );
}

const choose = (item: string) => {
  fireEvent.click(screen.getByRole('button', { name: 'Download Summer promo' }));
  fireEvent.click(screen.getByRole('menuitem', { name: item }));
};

afterEach(() => {
  $customer.set(undefined);
  zip.mockReset();
});

describe('PlaylistDownloadMenu (download rules)', () => {
  it('downloads the chosen zip for a customer', () => {
    $customer.set(customerFixture());
    renderMenu();
    choose('Playlist + Edits wav');
    expect(zip).toHaveBeenCalledWith(playlist, 'wav', {
      alternatives: true,
      token: undefined,
      shareId: undefined,
    });
  });

  it("downloads with the link's token for a visitor", () => {
    $customer.set(null);
    renderMenu({ token: 'tok', withExports: false });
    choose('Playlist mp3');
    expect(zip).toHaveBeenCalledWith(playlist, 'mp3', {
      alternatives: false,
      token: 'tok',
      shareId: undefined,
    });
  });

  it('sends a visitor without a token to log in and come back', () => {
    $customer.set(null);
    renderMenu({ withExports: false });
    choose('Playlist mp3');
    expect(zip).not.toHaveBeenCalled();
    expect(screen.getByTestId('address').textContent).toBe(
      `/login?redirect=${encodeURIComponent('/shared-playlists/a1')}`,
    );
  });

  it('sends a fake account to contact-us instead of downloading', () => {
    $customer.set(customerFixture({ fake_account: true }));
    renderMenu();
    choose('Playlist wav');
    expect(zip).not.toHaveBeenCalled();
    expect(screen.getByTestId('address').textContent).toBe('/contact-us');
  });

  it('offers a blocked account the exports only, and no zip', () => {
    $customer.set(customerFixture({ block_download: true }));
    renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Download Summer promo' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Export CSV',
      'Export PDF',
    ]);
  });

  it('is disabled with the reason when a blocked account has nothing to download', () => {
    $customer.set(customerFixture({ block_download: true }));
    renderMenu({ withExports: false });
    const button = screen.getByRole('button', { name: 'Download Summer promo' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Downloads for your account were disabled',
    );
  });
});
