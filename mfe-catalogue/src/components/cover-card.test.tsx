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
});
