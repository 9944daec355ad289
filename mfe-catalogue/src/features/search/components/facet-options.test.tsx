import { TestProviders } from '@rsm/shared/testing';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { FacetOptions } from './facet-options';

const genres = Array.from({ length: 11 }, (_, index) => ({
  value: `Genre ${index + 1}`,
  name: `Genre ${index + 1}`,
  count: 100 - index,
}));
const names = () =>
  within(screen.getByRole('group', { name: 'Genre' }))
    .getAllByRole('checkbox')
    .map((box) => box.getAttribute('aria-label'));

describe('FacetOptions', () => {
  it('shows the eight most frequent, a chosen one further down too, and the rest behind Show all', () => {
    const onToggle = jest.fn();
    render(<FacetOptions legend="Genre" options={genres} chosen={['Genre 10']} onToggle={onToggle} />, {
      wrapper: TestProviders,
    });
    expect(names()).toEqual([
      ...genres.slice(0, 8).map((genre) => `${genre.name}, ${genre.count} tracks`),
      'Genre 10, 91 tracks',
    ]);
    expect((screen.getByRole('checkbox', { name: 'Genre 10, 91 tracks' }) as HTMLInputElement).checked).toBe(
      true,
    );
    const more = screen.getByRole('button', { name: 'Show all 11: Genre' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(names()).toHaveLength(11);
    expect(screen.getByRole('button', { name: 'Show fewer: Genre' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Genre 11, 90 tracks' }));
    expect(onToggle).toHaveBeenCalledWith('Genre 11', true);
  });

  it('keeps a chosen value the counts no longer list, and says one track in the singular', () => {
    render(
      <FacetOptions
        legend="Genre"
        options={[{ value: 'Jazz', name: 'Jazz', count: 1 }]}
        chosen={['Polka']}
        onToggle={jest.fn()}
      />,
      { wrapper: TestProviders },
    );
    expect(names()).toEqual(['Jazz, 1 track', 'Polka, 0 tracks']);
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
  });
});

describe('FacetOptions pressed', () => {
  it('shows a pressed box checked at once, before the address has it', () => {
    const onToggle = jest.fn();
    render(<FacetOptions legend="Genre" options={genres.slice(0, 2)} chosen={[]} onToggle={onToggle} />, {
      wrapper: TestProviders,
    });
    const box = screen.getByRole('checkbox', { name: 'Genre 1, 100 tracks' }) as HTMLInputElement;
    fireEvent.click(box);
    expect(onToggle).toHaveBeenCalledWith('Genre 1', true);
    expect(box.checked).toBe(true);
  });
});
