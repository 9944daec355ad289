import { rangeVerdict } from './byte-ranges';

describe('rangeVerdict', () => {
  it('reads single, open-ended, suffix and multiple ranges', () => {
    expect(rangeVerdict('bytes=0-99', 1000)).toBe('satisfiable');
    expect(rangeVerdict('bytes=500-', 1000)).toBe('satisfiable');
    expect(rangeVerdict('bytes=-200', 1000)).toBe('satisfiable');
    expect(rangeVerdict('bytes=2000-3000, 0-1', 1000)).toBe('satisfiable');
  });

  it('finds ranges past the end unsatisfiable', () => {
    expect(rangeVerdict('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(rangeVerdict('bytes=-0', 1000)).toBe('unsatisfiable');
  });

  it('ignores headers that do not parse', () => {
    for (const header of ['bytes=abc', 'bytes=', 'bytes=5-1', 'items=0-1', 'bytes=--1', 'bytes=1-2-3'])
      expect(rangeVerdict(header, 1000)).toBe('ignored');
    expect(rangeVerdict(undefined, 1000)).toBe('none');
  });
});
