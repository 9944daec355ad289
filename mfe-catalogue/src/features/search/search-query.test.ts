import { paths, searchParams } from '@rsm/shared';
import { parseSearchQuery, searchFilters, withoutFilter, withText } from './search-query';

describe('search query', () => {
  it('reads bracketed filters from the URL and ignores unknown fields', () => {
    const params = new URLSearchParams(
      'q[text][]=night&q[genres][]=Jazz&q[genres][]=Pop&q[bogus][]=x&page=2',
    );
    expect(parseSearchQuery(params)).toEqual({ text: ['night'], genres: ['Jazz', 'Pop'] });
  });

  it('reads q[tempo][] as a tempos filter (spec §2.3 accepts both)', () => {
    const params = new URLSearchParams('q[tempo][]=Fast&q[tempos][]=Slow');
    expect(parseSearchQuery(params)).toEqual({ tempos: ['Fast', 'Slow'] });
  });

  it('lists one filter per value in field order', () => {
    expect(searchFilters({ genres: ['Jazz'], text: ['night'] })).toEqual([
      { field: 'text', value: 'night' },
      { field: 'genres', value: 'Jazz' },
    ]);
  });

  it('removes one value and drops the page', () => {
    const query = withoutFilter({ genres: ['Jazz', 'Pop'], page: 3 }, 'genres', 'Jazz');
    expect(paths.search(query)).toBe('/search?q%5Bgenres%5D%5B%5D=Pop');
  });

  it('replaces the text and keeps the other filters', () => {
    const query = withText({ text: ['old'], moods: ['Happy'] }, ' new ');
    expect(searchParams(query).getAll('q[text][]')).toEqual(['new']);
    expect(searchParams(query).getAll('q[moods][]')).toEqual(['Happy']);
  });
});
