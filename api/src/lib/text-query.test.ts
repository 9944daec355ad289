import fc from 'fast-check';
import { normalizeTerm, toTsQuery } from './text-query';

describe('text queries', () => {
  it('ANDs the words and makes the last one a prefix', () => {
    expect(toTsQuery('  Summer  café rock')).toBe('Summer & café & rock:*');
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

  it('folds case and accents like lower(unaccent())', () => {
    expect(normalizeTerm('  Ação Épica ')).toBe('acao epica');
  });
});
