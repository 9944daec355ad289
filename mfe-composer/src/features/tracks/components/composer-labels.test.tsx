import { activateLocale, i18n, type Locale } from '@rsm/shared';
import { fakeNetwork, TestProviders } from '@rsm/shared/testing';
import { act, render, screen, within } from '@testing-library/react';
import { messages as portuguese } from '../../../locales/pt/messages';
import { ComposerLabels } from './composer-labels';

const LABELS = [
  { id: 1, name: 'Brasil Sounds', tracks_count: 1 },
  { id: 2, name: 'Piano Moods', tracks_count: 4 },
  { id: 3, name: 'Northern Light Tracks', tracks_count: 2 },
];

fakeNetwork({ 'GET /v2/customer/labels': () => ({ labels: LABELS }) });

afterEach(() => i18n.activate('en'));

const renderLabels = () => render(<ComposerLabels />, { wrapper: TestProviders });

describe('ComposerLabels', () => {
  it('counts one track as "1 track" and more as "tracks"', async () => {
    renderLabels();
    expect(await screen.findByText('(1 track)')).toBeTruthy();
    expect(screen.getByText('(4 tracks)')).toBeTruthy();
  });

  // jsdom applies no media query: the styles read here are a phone's.
  it('keeps the labels in one row that scrolls sideways on a phone, so the tracks are not pushed a screen down', async () => {
    renderLabels();
    const list = await screen.findByRole('list', { name: 'Your labels' });
    expect(getComputedStyle(list).flexWrap).toBe('nowrap');
    expect(getComputedStyle(list).overflowX).toBe('auto');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    for (const item of items) {
      // A label keeps its width and its line ("Northern Light / Tracks" would make the row two lines high).
      expect(getComputedStyle(item).flexShrink).toBe('0');
      expect(getComputedStyle(item).whiteSpace).toBe('nowrap');
    }
  });

  it.each<[Locale, string, string]>([
    ['en', 'Your labels', '(4 tracks)'],
    ['pt', 'Suas editoras', '(4 faixas)'],
  ])(
    'in %s, names the list and heading and keeps each label a link to its catalogue',
    async (locale, name, count) => {
      // As on a page: the app's messages beside shared's own (the track count).
      i18n.load(locale, locale === 'pt' ? portuguese : {});
      await act(() => activateLocale(locale));
      renderLabels();
      const list = await screen.findByRole('list', { name });
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
      expect(within(list).getByText(count)).toBeTruthy();
      const links = within(list).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual(LABELS.map((label) => label.name));
      for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/catalogues\/\d+/);
    },
  );
});
