import { parseShare, sharesProblem, totalHundredths, type WriterEntry } from './shares';

const writer = (overrides: Partial<WriterEntry>): WriterEntry => ({
  key: 'k',
  composerId: 1,
  name: 'Ana Silva',
  role: 'composer',
  share: '100',
  ipiConfirmed: true,
  ...overrides,
});

describe('ownership shares', () => {
  it('reads shares with a point or a comma and at most two decimals', () => {
    expect(parseShare('33.33')).toBe(33.33);
    expect(parseShare('33,5')).toBe(33.5);
    expect(parseShare('12.345')).toBeNaN();
    expect(parseShare('abc')).toBeNaN();
    expect(parseShare('')).toBeNaN();
  });

  it('accepts composers and lyricists whose shares total exactly 100 %', () => {
    const thirds = [
      writer({ share: '33.33' }),
      writer({ composerId: 2, share: '33.33' }),
      writer({ composerId: 3, role: 'lyricist', share: '33.34' }),
    ];
    expect(totalHundredths(thirds)).toBe(10_000);
    expect(sharesProblem(thirds)).toBeNull();
  });

  it('refuses a total other than 100 %', () => {
    expect(sharesProblem([writer({ share: '60' }), writer({ composerId: 2, share: '30' })])).toBe('total');
    expect(sharesProblem([writer({ share: '60' }), writer({ composerId: 2, share: '50' })])).toBe('total');
  });

  it('needs a composer, valid shares and confirmed IPI numbers first', () => {
    expect(sharesProblem([])).toBe('no-composer');
    expect(sharesProblem([writer({ role: 'lyricist' })])).toBe('no-composer');
    expect(sharesProblem([writer({ share: '0' })])).toBe('invalid-share');
    expect(sharesProblem([writer({ share: '101' })])).toBe('invalid-share');
    expect(sharesProblem([writer({ ipiConfirmed: false })])).toBe('ipi');
  });
});
