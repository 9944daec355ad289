import { TestProviders } from '@rsm/shared/testing';
import { render, screen, within } from '@testing-library/react';
import { CoverCard } from './cover-card';

describe('CoverCard', () => {
  it('links its cover and name to the page, with the detail and any corner control beside', () => {
    render(
      <TestProviders>
        <CoverCard to="/albums/abc" cover={{ url: null }} name="Neon Nights" detail="Urban Beats">
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
        <CoverCard to="/albums/a" cover={{ url: '/a.svg' }} name="First" detail="" priority />
        <CoverCard to="/albums/b" cover={{ url: '/b.svg' }} name="Later" detail="" />
      </TestProviders>,
    );
    const [first, later] = Array.from(container.querySelectorAll('img'));
    expect(first?.getAttribute('loading')).toBe('eager');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(later?.getAttribute('loading')).toBe('lazy');
    expect(later?.getAttribute('fetchpriority')).toBe('auto');
  });

  it('offers the cover at the widths the grid draws it, AVIF first', () => {
    const variants = 'https://api.test/images/albums/1/0123456789ab/{width}.{format}';
    const { container } = render(
      <TestProviders>
        <CoverCard to="/albums/a" cover={{ url: '/a.svg', variants }} name="First" detail="" />
      </TestProviders>,
    );
    const source = container.querySelector('picture > source');
    expect(source?.getAttribute('type')).toBe('image/avif');
    expect(source?.getAttribute('srcset')).toContain('/320.avif 320w');
    const image = container.querySelector('picture > img');
    expect(image?.getAttribute('srcset')).toContain('/320.webp 320w');
    expect(image?.getAttribute('sizes')).toContain('(min-width: 320px) 50vw');
  });
});
