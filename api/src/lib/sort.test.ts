import { sortQuery } from './sort';

const fields = ['release_date', 'track_name'] as const;
const searchSort = sortQuery(fields, 'release_date desc', {
  aliases: { release: 'release_date' },
  bareField: true,
});

describe('sortQuery', () => {
  it('reads a field and its direction', () => {
    expect(searchSort.parse('track_name desc')).toEqual({ field: 'track_name', direction: 'desc' });
  });

  it("takes the names clients use for a field, 'release' for the release date", () => {
    expect(searchSort.parse('release asc')).toEqual({ field: 'release_date', direction: 'asc' });
  });

  it("sorts a bare field ascending, and the default field in the default's direction", () => {
    expect(searchSort.parse('track_name')).toEqual({ field: 'track_name', direction: 'asc' });
    expect(searchSort.parse('release')).toEqual({ field: 'release_date', direction: 'desc' });
  });

  it('refuses a field it does not know, and a bare field unless allowed', () => {
    expect(searchSort.safeParse('price desc').success).toBe(false);
    expect(sortQuery(fields, 'release_date desc').safeParse('track_name').success).toBe(false);
  });
});
