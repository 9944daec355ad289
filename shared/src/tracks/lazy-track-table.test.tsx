import { render, screen } from '@testing-library/react';
import { TestProviders } from '../testing';
import { trackFixture } from '../testing/fixtures';
import { TrackTable } from './lazy-track-table';

describe('TrackTable (loaded on first use)', () => {
  it("holds the table's place with the page's controls and skeleton rows, then shows the tracks", async () => {
    const track = trackFixture(7, 'Neon Rain');
    render(
      <TestProviders path="/search">
        <TrackTable tracks={[track]} label="Results" toolbar={<button type="button">Sort</button>} />
      </TestProviders>,
    );
    expect(screen.getByRole('button', { name: 'Sort' })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Results' })).toBeNull();
    const table = await screen.findByRole('table', { name: 'Results' });
    expect(table.textContent).toContain('Neon Rain');
    expect(screen.getAllByRole('button', { name: 'Sort' })).toHaveLength(1);
  });
});
