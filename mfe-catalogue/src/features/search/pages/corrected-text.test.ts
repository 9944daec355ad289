import { correctedText } from './search-page';

describe('corrected text', () => {
  it('replaces each corrected word where it was typed, whatever its case or accents', () => {
    expect(correctedText('Pianno jazz', [{ from: 'pianno', to: 'piano' }])).toBe('piano jazz');
    expect(correctedText('calm guitr', [{ from: 'guitr', to: 'guitar' }])).toBe('calm guitar');
    expect(correctedText('calm', [])).toBe('calm');
  });
});
