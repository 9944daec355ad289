import { $searchHistory, rememberSearch, withHistoryEntry } from './search-history';

describe('search history', () => {
  beforeEach(() => $searchHistory.set([]));

  it('puts the newest search first', () => {
    rememberSearch('piano');
    rememberSearch('drums');
    expect($searchHistory.get()).toEqual([{ name: 'drums' }, { name: 'piano' }]);
  });

  it('never stores an empty name', () => {
    rememberSearch('   ');
    rememberSearch('');
    expect($searchHistory.get()).toEqual([]);
  });

  it('skips a duplicate of the latest entry but keeps an older repeat', () => {
    rememberSearch('piano');
    rememberSearch(' piano ');
    expect($searchHistory.get()).toEqual([{ name: 'piano' }]);
    rememberSearch('drums');
    rememberSearch('piano');
    expect($searchHistory.get().map((entry) => entry.name)).toEqual(['piano', 'drums', 'piano']);
  });

  it('returns the same list when nothing is added', () => {
    const history = [{ name: 'a' }];
    expect(withHistoryEntry(history, 'a')).toBe(history);
  });
});
