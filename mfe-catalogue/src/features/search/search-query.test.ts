import { paths, searchParams } from '@rsm/shared';
import {
  parseRange,
  parseSearchQuery,
  searchFilters,
  withoutFilter,
  withoutFilters,
  withRange,
  withText,
  withToggled,
} from './search-query';
import { i18n } from '@lingui/core';
import { filterLabel, formatLength, parseLength } from './filter-labels';

describe('search query', () => {
  it('reads bracketed filters from the URL and ignores unknown fields', () => {
    const params = new URLSearchParams(
      'q[text][]=night&q[genres][]=Jazz&q[genres][]=Pop&q[bogus][]=x&page=2',
    );
    expect(parseSearchQuery(params)).toEqual({ text: ['night'], genres: ['Jazz', 'Pop'] });
  });

  it('reads q[tempo][] as a tempos filter (the URL may use both)', () => {
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

describe('tempo and key filters', () => {
  it('reads q[bpm][] and q[key][] back from the address', () => {
    const params = new URLSearchParams('q[bpm][]=90-110&q[key][]=A minor&q[key][]=F%23 major');
    expect(parseSearchQuery(params)).toEqual({ bpm: ['90-110'], key: ['A minor', 'F# major'] });
  });

  it('reads an inclusive range and refuses anything else', () => {
    expect(parseRange('90-110')).toEqual({ from: 90, to: 110 });
    expect(parseRange('110-90')).toBeNull();
    expect(parseRange('fast')).toBeNull();
  });
});

describe("the filter panel's choices", () => {
  it('reads vocals, length and exclusions back from the address', () => {
    const params = new URLSearchParams('q[vocals][]=instrumental&q[length][]=60-180&q[exclude][]=Drums');
    expect(parseSearchQuery(params)).toEqual({
      vocals: ['instrumental'],
      length: ['60-180'],
      exclude: ['Drums'],
    });
  });

  it('adds a second value of a facet, takes one away, and restarts paging', () => {
    const two = withToggled({ genres: ['Jazz'], page: 3 }, 'genres', 'Pop', true);
    expect(two).toEqual({ genres: ['Jazz', 'Pop'], page: undefined });
    expect(withToggled(two, 'genres', 'Jazz', false).genres).toEqual(['Pop']);
    expect(withToggled({ genres: ['Jazz'] }, 'genres', 'Jazz', false).genres).toBeUndefined();
  });

  it('keeps one range per field, or none', () => {
    expect(withRange({ length: ['0-30'] }, 'length', { from: 60, to: 180 }).length).toEqual(['60-180']);
    expect(withRange({ bpm: ['90-110'] }, 'bpm', null).bpm).toBeUndefined();
  });

  it('clears every filter but keeps the words, sort and view', () => {
    expect(
      withoutFilters({ text: ['rain'], genres: ['Jazz'], vocals: ['vocal'], sort: 'name', view: 'card' }),
    ).toEqual({ text: ['rain'], sort: 'name', view: 'card' });
  });

  it('reads lengths typed as minutes or m:ss and writes them back', () => {
    expect(parseLength('2:30')).toBe(150);
    expect(parseLength(' 3 ')).toBe(180);
    expect(parseLength('2:75')).toBeNull();
    expect(parseLength('two')).toBeNull();
    expect(formatLength(65.4)).toBe('1:05');
  });

  it('names chips the way a reader says them', () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    expect(filterLabel(i18n, 'vocals', 'instrumental')).toBe('Instrumental');
    expect(filterLabel(i18n, 'exclude', 'Drums')).toBe('Without Drums');
    expect(filterLabel(i18n, 'length', '60-180')).toBe('1:00–3:00');
    expect(filterLabel(i18n, 'key', 'F# minor')).toBe('F# minor');
  });
});
