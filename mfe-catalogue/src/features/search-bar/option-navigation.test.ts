import { nextOptionId } from './option-navigation';
import { suggestionGroups } from './suggestion-options';

const data = {
  keywords: [{ id: 1, name: 'Piano ballad' }],
  composers: [],
  albums: [{ id: 2, uuid: 'abc', name: 'Piano Moods' }],
  tracks: [{ id: 3, name: 'Piano Rain' }],
  recent_searches: [],
};

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
