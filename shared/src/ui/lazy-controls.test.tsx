import { render, screen, waitFor } from '@testing-library/react';
import type { DownloadOption } from '../downloads/download-options';
import { activateLocale } from '../i18n/i18n';
import { TestProviders } from '../testing';
import { AddToPlaylistButton, DownloadButton, NumberedPager } from './lazy-controls';

const isDisabled = (name: string) => (screen.getByRole('button', { name }) as HTMLButtonElement).disabled;

describe('controls loaded on first use', () => {
  it('holds the download button’s place with a disabled button of the same name, then offers the files', async () => {
    const file = (format: string): DownloadOption => ({
      label: `Track ${format}`,
      url: `https://api.test/v2/tracks/7/download?file_format=${format}`,
      size: '',
      event: { name: 'download_track', properties: { format } },
    });
    const options = [file('mp3'), file('wav')];
    render(
      <TestProviders>
        <DownloadButton label="Download Neon Rain" options={options} enableUnauthorized />
      </TestProviders>,
    );
    expect(isDisabled('Download Neon Rain')).toBe(true);
    await waitFor(() => expect(isDisabled('Download Neon Rain')).toBe(false));
    expect(screen.getByRole('button', { name: 'Download Neon Rain' }).getAttribute('aria-haspopup')).toBe(
      'menu',
    );
  });

  it('holds add to playlist’s place with a disabled button of the same name', async () => {
    render(
      <TestProviders>
        <AddToPlaylistButton trackId={7} trackName="Neon Rain" />
      </TestProviders>,
    );
    expect(isDisabled('Add Neon Rain to playlist')).toBe(true);
    // A visitor (no customer) sees it disabled once loaded too: the loaded button is the one with a tooltip.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add Neon Rain to playlist' }).getAttribute('title')).toBe(
        'Add Neon Rain to playlist',
      ),
    );
  });

  it('draws no pager for one page, and the numbered pager for more once loaded', async () => {
    const { rerender } = render(
      <TestProviders>
        <NumberedPager current={1} total={1} hrefFor={(page) => `/albums?page=${page}`} />
      </TestProviders>,
    );
    expect(document.body.textContent).toBe('');
    rerender(
      <TestProviders>
        <NumberedPager current={2} total={5} hrefFor={(page) => `/albums?page=${page}`} />
      </TestProviders>,
    );
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    const pager = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(pager.querySelector('[aria-current="page"]')?.textContent).toBe('2');
  });
});

describe('controls in Portuguese', () => {
  beforeAll(() => activateLocale('pt'));
  afterAll(() => activateLocale('en'));

  it('load their messages beside their code: the pager is named in Portuguese once it is in', async () => {
    render(
      <TestProviders>
        <NumberedPager current={2} total={5} hrefFor={(page) => `/albums?page=${page}`} />
      </TestProviders>,
    );
    const pager = await screen.findByRole('navigation', { name: 'Paginação' });
    expect(pager.textContent).toContain('Página 2 de 5');
  });
});
