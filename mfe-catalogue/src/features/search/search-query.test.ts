import { paths, searchParams } from '@rsm/shared';
import {
  parseBpmRange,
  parseSearchQuery,
  searchFilters,
  withBpmRange,
  withKey,
  withoutFilter,
  withText,
} from './search-query';

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

describe('tempo and key filters', () => {
  it('reads q[bpm][] and q[key][] back from the address', () => {
    const params = new URLSearchParams('q[bpm][]=90-110&q[key][]=A minor&q[key][]=F%23 major');
    expect(parseSearchQuery(params)).toEqual({ bpm: ['90-110'], key: ['A minor', 'F# major'] });
  });

  it('reads an inclusive BPM range and refuses anything else', () => {
    expect(parseBpmRange('90-110')).toEqual({ from: 90, to: 110 });
    expect(parseBpmRange('110-90')).toBeNull();
    expect(parseBpmRange('fast')).toBeNull();
  });

  it('keeps one BPM range, adds keys, and restarts paging', () => {
    const query = withKey(withBpmRange({ bpm: ['60-80'], key: ['A minor'], page: 4 }, 90, 110), 'C major');
    expect(query).toEqual({ bpm: ['90-110'], key: ['A minor', 'C major'], page: undefined });
  });
});
