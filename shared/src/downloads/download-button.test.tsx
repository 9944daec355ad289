import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { $authHeaders } from '../bus/auth-store';
import { $customer } from '../bus/customer-store';
import { customerFixture, trackFixture } from '../testing/fixtures';
import { TestProviders } from '../testing';
import { fakeNetwork, reply } from '../testing/fake-network';
import { DownloadButton } from './download-button';
import type { DownloadOption } from './download-options';

const option = (label: string, url = `http://api.test/${label}`): DownloadOption => ({
  label,
  url,
  size: '1.00 MB',
  event: { name: 'download_track', properties: { track_id: 1 } },
});

const network = fakeNetwork();

/** Clicks a download link the page does not take over; jsdom cannot follow it, so it is stopped after the button. */
function clickWithoutLeaving(link: HTMLElement) {
  const stay = (event: MouseEvent) => event.preventDefault();
  window.addEventListener('click', stay);
  fireEvent.click(link);
  window.removeEventListener('click', stay);
}

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname}</output>;
}

const renderAt = (ui: React.ReactNode, path = '/albums/a1?page=2') =>
  render(
    <TestProviders path={path}>
      <Routes>
        <Route path="*" element={ui} />
      </Routes>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </TestProviders>,
  );

afterEach(() => {
  $customer.set(undefined);
  $authHeaders.set(null);
  jest.restoreAllMocks();
});

describe('DownloadButton', () => {
  it('sends a visitor to log in, carrying the current location', () => {
    $customer.set(null);
    renderAt(<DownloadButton options={[option('Track mp3')]} />);
    const link = screen.getByRole('link', { name: 'Download (log in to download)' });
    expect(link.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent('/albums/a1?page=2')}`);
  });

  it('lets a visitor download with a share token or when enabled', () => {
    $customer.set(null);
    renderAt(<DownloadButton options={[option('Track mp3')]} token="tok" />);
    expect(screen.getByRole('link', { name: 'Download: Track mp3' }).getAttribute('href')).toBe(
      'http://api.test/Track mp3',
    );
  });

  it('disables the button of a blocked account and says why', () => {
    $customer.set(customerFixture({ block_download: true }));
    renderAt(<DownloadButton options={[option('Track mp3')]} />);
    const button = screen.getByRole('button', { name: 'Download' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Downloads for your account were disabled',
    );
  });

  it('shows a fake account a notice and sends it to contact-us instead of downloading', () => {
    $customer.set(customerFixture({ fake_account: true }));
    renderAt(<DownloadButton options={[option('Track mp3'), option('Track wav')]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/contact-us');
  });

  it('is a direct link for exactly one file', () => {
    $customer.set(customerFixture());
    renderAt(<DownloadButton label="Download Neon Rain" options={[option('Track mp3')]} />);
    const link = screen.getByRole('link', { name: 'Download Neon Rain: Track mp3' });
    expect(link.getAttribute('href')).toBe('http://api.test/Track mp3');
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('is disabled with no file', () => {
    $customer.set(customerFixture());
    renderAt(<DownloadButton options={[]} />);
    expect((screen.getByRole('button', { name: 'Download' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('opens a keyboard menu of labelled links for several files; Escape closes it', () => {
    $customer.set(customerFixture());
    renderAt(<DownloadButton options={[option('Track mp3'), option('Track wav')]} />);
    const button = screen.getByRole('button', { name: 'Download' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const items = screen.getAllByRole('menuitem');
    // Each link is named with its size apart from its label: "Track mp3, 1.00 MB", not "Track mp31.00 MB".
    expect(items.map((item) => item.textContent)).toEqual(['Track mp3, 1.00 MB', 'Track wav, 1.00 MB']);
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(items[1]!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('draws its menu in a layer of its own, outside the table that holds the button, and Tab carries on from the button', () => {
    $customer.set(customerFixture());
    renderAt(
      <table>
        <tbody>
          <tr>
            <td>
              <DownloadButton options={[option('Track mp3'), option('Track wav')]} />
            </td>
          </tr>
        </tbody>
      </table>,
    );
    const button = screen.getByRole('button', { name: 'Download' });
    fireEvent.click(button);
    const menu = screen.getByRole('menu', { name: 'Download options' });
    // No table, scroller or row can clip or cover a menu that is not inside them.
    expect(screen.getByRole('table').contains(menu)).toBe(false);
    expect(menu.parentElement).toBe(document.body);
    expect(getComputedStyle(menu).position).toBe('fixed');
    fireEvent.keyDown(screen.getAllByRole('menuitem')[0]!, { key: 'Tab' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('tells onDownload which file was chosen from the menu when its download starts', () => {
    $customer.set(customerFixture());
    const onDownload = jest.fn();
    const wav = option('Track wav');
    renderAt(<DownloadButton options={[option('Track mp3'), wav]} onDownload={onDownload} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(onDownload).not.toHaveBeenCalled();
    clickWithoutLeaving(screen.getByRole('menuitem', { name: /Track wav/ }));
    expect(onDownload).toHaveBeenCalledTimes(1);
    expect(onDownload).toHaveBeenCalledWith(wav);
  });

  it('tells onDownload of a direct link followed with a share token', () => {
    $customer.set(null);
    const onDownload = jest.fn();
    const mp3 = option('Track mp3');
    renderAt(<DownloadButton options={[mp3]} token="tok" onDownload={onDownload} />);
    clickWithoutLeaving(screen.getByRole('link', { name: 'Download: Track mp3' }));
    expect(onDownload).toHaveBeenCalledWith(mp3);
  });

  it('does not call onDownload when the click leads elsewhere instead of downloading', () => {
    const onDownload = jest.fn();
    $customer.set(customerFixture({ fake_account: true }));
    const { unmount } = renderAt(<DownloadButton options={[option('Track mp3')]} onDownload={onDownload} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    unmount();
    $customer.set(null);
    renderAt(<DownloadButton options={[option('Track mp3')]} onDownload={onDownload} />);
    fireEvent.click(screen.getByRole('link', { name: 'Download (log in to download)' }));
    expect(onDownload).not.toHaveBeenCalled();
  });

  it('fetches a signed-in download with the auth headers and saves it under the server file name', async () => {
    $customer.set(customerFixture());
    $authHeaders.set({ 'access-token': 'a', client: 'c', uid: 'u', expiry: '9' });
    network.serve({
      'GET /v2/tracks/:id/download': () =>
        reply(200, new Blob(['ID3'], { type: 'audio/mpeg' }), {
          'content-disposition': 'attachment; filename="Neon Rain.mp3"',
        }),
    });
    URL.createObjectURL = jest.fn(() => 'blob:x');
    URL.revokeObjectURL = jest.fn();
    const clicks: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    const track = trackFixture(1, 'Neon Rain');
    renderAt(
      <DownloadButton options={[option('Track mp3', `http://api.test/v2/tracks/${track.id}/download`)]} />,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Download: Track mp3' }));
    await waitFor(() => expect(clicks).toEqual(['Neon Rain.mp3']));
    expect(network.callsTo('GET /v2/tracks/1/download')[0]?.headers.get('access-token')).toBe('a');
  });

  it('only logs a failed download', async () => {
    $customer.set(customerFixture());
    $authHeaders.set({ 'access-token': 'a', client: 'c', uid: 'u', expiry: '9' });
    network.serve({ 'GET /Track%20mp3': () => reply(500, {}) });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(<DownloadButton options={[option('Track mp3')]} />);
    fireEvent.click(screen.getByRole('link', { name: 'Download: Track mp3' }));
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Download failed', 'http://api.test/Track mp3', expect.anything()),
    );
  });
});
