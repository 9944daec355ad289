import fc from 'fast-check';
import { editDistance, nearestWord, normalizeTerm, parseText, toTsQuery, typoTolerance } from './text-query';

describe('text queries', () => {
  it('ANDs the folded words and makes the last one a prefix', () => {
    expect(toTsQuery('  Summer  café rock')).toBe('summer & cafe & rock:*');
    expect(toTsQuery("rock'n'roll!")).toBe('rock & n & roll:*');
    expect(toTsQuery(' !& | :* ')).toBeNull();
  });

  it('never lets tsquery syntax through, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const query = toTsQuery(text);
        if (query === null) return;
        expect(query).toMatch(/^[\p{L}\p{N}]+( & [\p{L}\p{N}]+)*:\*$/u);
      }),
    );
  });

  it('reads a tempo in bpm out of the words', () => {
    expect(parseText('calm piano 120 bpm')).toEqual({ words: ['calm', 'piano'], bpm: 120 });
    expect(parseText('90bpm')).toEqual({ words: [], bpm: 90 });
    expect(parseText('bpm')).toEqual({ words: ['bpm'], bpm: null });
  });

  it('folds case and accents like lower(unaccent())', () => {
    expect(normalizeTerm('  Ação Épica ')).toBe('acao epica');
  });
});

describe('typo tolerance', () => {
  it('allows one edit from five letters and two from nine', () => {
    expect(['piano', 'pian', 'orchestra', 'guitar'].map(typoTolerance)).toEqual([1, 0, 2, 1]);
  });

  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('pianno', 'piano')).toBe(1);
    expect(editDistance('guitr', 'guitar')).toBe(1);
    expect(editDistance('ukelele', 'ukulele')).toBe(1);
    expect(editDistance('paino', 'piano')).toBe(1);
    expect(editDistance('orchestal', 'orchestral')).toBe(1);
  });

  it('takes the nearest word within the tolerance, or none', () => {
    expect(nearestWord('pianno', ['pianola', 'piano'])).toBe('piano');
    expect(nearestWord('synthesiser', ['synthesizer'])).toBe('synthesizer');
    expect(nearestWord('harbor', ['harp'])).toBeNull();
  });

  it('takes a word still being typed for the start of a longer one', () => {
    expect(nearestWord('orquestra', ['orchestral'])).toBeNull();
    expect(nearestWord('orquestra', ['orchestral'], true)).toBe('orchestral');
  });
});
