import { paths } from '@rsm/shared';
import {
  advancedSearchSchema,
  canAddRow,
  canRemoveRow,
  CATEGORIES,
  categoriesFor,
  emptyForm,
  nextRow,
  toSearchQuery,
  withCategory,
  type Row,
} from './advanced-search-form';

const jazz = { value: 'Jazz', label: 'Jazz' };

describe('advanced search form rules', () => {
  it('starts with no text and exactly one row', () => {
    expect(emptyForm()).toEqual({ text: '', rows: [{ category: 'keywords', values: [] }] });
  });

  it('adds rows with unused categories up to the number of categories', () => {
    let rows: Row[] = emptyForm().rows;
    while (canAddRow(rows)) rows = [...rows, nextRow(rows)!];
    expect(rows).toHaveLength(CATEGORIES.length);
    expect(new Set(rows.map((row) => row.category)).size).toBe(CATEGORIES.length);
    expect(nextRow(rows)).toBeNull();
  });

  it('removes a row unless it is the only one', () => {
    expect(canRemoveRow(emptyForm().rows)).toBe(false);
    expect(canRemoveRow([...emptyForm().rows, { category: 'genres', values: [] }])).toBe(true);
  });

  it('offers a row only the categories no other row uses', () => {
    const rows: Row[] = [
      { category: 'keywords', values: [] },
      { category: 'genres', values: [] },
    ];
    expect(categoriesFor(rows, 0)).toContain('keywords');
    expect(categoriesFor(rows, 0)).not.toContain('genres');
    expect(categoriesFor(rows, 1)).not.toContain('keywords');
  });

  it('clears the old values when a row changes category', () => {
    expect(withCategory({ category: 'genres', values: [jazz] }, 'moods')).toEqual({
      category: 'moods',
      values: [],
    });
    const same = { category: 'genres' as const, values: [jazz] };
    expect(withCategory(same, 'genres')).toBe(same);
  });

  it('rejects a form that asks for nothing and one that repeats a category', () => {
    expect(advancedSearchSchema.safeParse(emptyForm()).success).toBe(false);
    const repeated = {
      text: 'x',
      rows: [
        { category: 'genres', values: [jazz] },
        { category: 'genres', values: [] },
      ],
    };
    expect(advancedSearchSchema.safeParse(repeated).success).toBe(false);
    expect(
      advancedSearchSchema.safeParse({ text: '', rows: [{ category: 'genres', values: [jazz] }] }).success,
    ).toBe(true);
  });

  it('builds the search URL from the text and every row', () => {
    const query = toSearchQuery({
      text: ' night ',
      rows: [
        { category: 'genres', values: [jazz, { value: 'Pop', label: 'Pop' }] },
        { category: 'track_name', values: [{ value: ' Rain ', label: 'Rain' }] },
        { category: 'moods', values: [] },
      ],
    });
    expect(query).toEqual({ text: ['night'], genres: ['Jazz', 'Pop'], track_name: ['Rain'] });
    expect(paths.search(query)).toBe(
      '/search?q%5Btext%5D%5B%5D=night&q%5Bgenres%5D%5B%5D=Jazz&q%5Bgenres%5D%5B%5D=Pop&q%5Btrack_name%5D%5B%5D=Rain',
    );
  });
});
