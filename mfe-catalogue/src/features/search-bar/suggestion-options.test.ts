import { nextOptionId } from './option-navigation';
import { suggestionGroups } from './suggestion-options';

const data = {
  keywords: [{ id: 1, name: 'Piano ballad' }],
  composers: [],
  albums: [{ id: 2, uuid: 'abc', name: 'Piano Moods' }],
  tracks: [{ id: 3, name: 'Piano Rain' }],
  recent_searches: [],
};

describe('suggestion options', () => {
  it('lists keywords, composers, albums, tracks, then recent searches, each option linking to its page', () => {
    const groups = suggestionGroups('s', 'piano', data, [{ name: 'drums' }]);
    expect(groups.map((group) => group.key)).toEqual(['keywords', 'composers', 'albums', 'tracks', 'recent']);
    expect(groups.flatMap((group) => group.options.map((option) => [option.id, option.to]))).toEqual([
      ['s-keywords-0', '/search?q%5Bkeywords%5D%5B%5D=Piano+ballad'],
      ['s-albums-0', '/albums/abc'],
      ['s-tracks-0', '/tracks/3'],
      ['s-recent-0', '/search?q%5Btext%5D%5B%5D=drums'],
    ]);
  });

  it('puts matching taxonomy terms first, each adding its filter to the search (a topic searches as text)', () => {
    const groups = suggestionGroups(
      's',
      'pia',
      {
        ...data,
        terms: [
          { id: 1, name: 'Piano', kind: 'instrumentations' },
          { id: 2, name: 'Calm', kind: 'moods' },
          { id: 3, name: 'Trailer', kind: 'topics' },
        ],
      },
      [],
    );
    expect(groups[0]!.key).toBe('terms');
    expect(groups[0]!.options.map((option) => option.to)).toEqual([
      '/search?q%5Binstruments%5D%5B%5D=Piano',
      '/search?q%5Bmoods%5D%5B%5D=Calm',
      '/search?q%5Btext%5D%5B%5D=Trailer',
    ]);
  });

  it('shows only the recent searches before anything is typed', () => {
    expect(suggestionGroups('s', '', undefined, [{ name: 'drums' }]).map((group) => group.key)).toEqual([
      'recent',
    ]);
  });
});

describe('option navigation', () => {
  it('moves to the next or previous option across groups, wrapping, and starts at either end', () => {
    const groups = suggestionGroups('s', 'piano', data, [{ name: 'drums' }]);
    expect(nextOptionId(groups, null, 1)).toBe('s-keywords-0');
    expect(nextOptionId(groups, null, -1)).toBe('s-recent-0');
    expect(nextOptionId(groups, 's-keywords-0', 1)).toBe('s-albums-0');
    expect(nextOptionId(groups, 's-recent-0', 1)).toBe('s-keywords-0');
    expect(nextOptionId(groups, 's-keywords-0', -1)).toBe('s-recent-0');
    expect(nextOptionId(groups, 'gone', 1)).toBe('s-keywords-0');
    expect(nextOptionId(suggestionGroups('s', 'x', undefined, []), null, 1)).toBeNull();
  });
});

describe('words that find tracks though no name matches them', () => {
  const brief = {
    ...data,
    keywords: [],
    albums: [],
    tracks: [],
    total_count: 42,
    interpretation: {
      meanings: [{ from: 'upbeat', to: [{ kind: 'moods' as const, value: 'Happy', name: 'Happy' }] }],
      excluded: [],
    },
  };

  it('offers the search itself first, with how many tracks it finds', () => {
    const groups = suggestionGroups('s', 'upbeat corporate', brief, []);
    expect(groups[0]!.key).toBe('brief');
    expect(groups[0]!.options).toEqual([
      {
        id: 's-brief-0',
        label: 'upbeat corporate (42)',
        to: '/search?q%5Btext%5D%5B%5D=upbeat+corporate',
      },
    ]);
  });

  it('says "more than" when the count stopped before the end', () => {
    const groups = suggestionGroups('s', 'dark', { ...brief, total_count: 1000, total_capped: true }, []);
    expect(groups[0]!.options[0]!.label).toBe('dark (1,000+)');
  });

  it('does not offer it when a group lists something, nor when the words find nothing', () => {
    expect(suggestionGroups('s', 'piano', { ...data, total_count: 9 }, [])[0]!.key).toBe('keywords');
    expect(
      suggestionGroups('s', 'zzz', { ...brief, total_count: 0 }, []).map((group) => group.key),
    ).not.toContain('brief');
  });
});
