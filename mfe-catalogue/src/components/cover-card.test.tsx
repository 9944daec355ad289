import { TestProviders } from '@rsm/shared/testing';
import { render, screen, within } from '@testing-library/react';
import { CoverCard } from './cover-card';

describe('CoverCard', () => {
  it('links its cover and name to the page, with the detail and any corner control beside', () => {
    render(
      <TestProviders>
        <CoverCard to="/albums/abc" coverUrl={null} name="Neon Nights" detail="Urban Beats">
          <button type="button">Play Neon Nights</button>
        </CoverCard>
      </TestProviders>,
    );
    const card = screen.getByRole('article');
    expect(within(card).getByRole('link', { name: 'Neon Nights' }).getAttribute('href')).toBe('/albums/abc');
    expect(within(card).getByText('Urban Beats')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Play Neon Nights' })).toBeTruthy();
  });

  it('loads a first-view cover at once and ahead of other images, any other lazily', () => {
    const { container } = render(
      <TestProviders>
        <CoverCard to="/albums/a" coverUrl="/a.svg" name="First" detail="" priority />
        <CoverCard to="/albums/b" coverUrl="/b.svg" name="Later" detail="" />
      </TestProviders>,
    );
    const [first, later] = Array.from(container.querySelectorAll('img'));
    expect(first?.getAttribute('loading')).toBe('eager');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(later?.getAttribute('loading')).toBe('lazy');
    expect(later?.getAttribute('fetchpriority')).toBe('auto');
  });
});
