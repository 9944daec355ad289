import { i18n } from '@lingui/core';
import { formatCount, pluralForm } from './format';

const SAMPLES = [
  0, 1, 7, 12, 999, 1000, 1049, 1050, 1149, 1150, 1234, 9949, 9950, 9999, 10_000, 12_345, 99_499, 99_500,
  123_456, 999_499, 999_500, 1_000_000, 1_049_999, 1_050_000, 1_234_567, 9_950_000, 12_345_678, 999_499_999,
];

describe('formatCount', () => {
  afterEach(() => i18n.activate('en'));

  it("writes a count in the active locale's digits, compact when asked, following a change of locale", () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    expect(formatCount(12345)).toBe('12,345');
    expect(formatCount(12345, true)).toBe('12K');
    i18n.loadAndActivate({ locale: 'pt', messages: {} });
    expect(formatCount(12345)).toBe('12.345');
    expect(formatCount(12345, true)).toBe('12\u00a0mil');
  });

  it.each(['en', 'pt'])('writes every count as Intl.NumberFormat does in %s, plain and compact', (locale) => {
    i18n.loadAndActivate({ locale, messages: {} });
    const plain = new Intl.NumberFormat(locale);
    const compact = new Intl.NumberFormat(locale, { notation: 'compact' });
    for (const value of SAMPLES) {
      expect([value, formatCount(value)]).toEqual([value, plain.format(value)]);
      expect([value, formatCount(value, true)]).toEqual([value, compact.format(value)]);
    }
  });

  it('leaves what is not a whole count to Intl', () => {
    i18n.loadAndActivate({ locale: 'pt', messages: {} });
    expect(formatCount(1.5)).toBe('1,5');
    expect(formatCount(-1200)).toBe('-1.200');
  });
});

describe('pluralForm', () => {
  afterEach(() => i18n.activate('en'));

  it('follows the locale: no track is "other" in English and "one" in Portuguese', () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    expect([0, 1, 2].map(pluralForm)).toEqual(['other', 'one', 'other']);
    i18n.loadAndActivate({ locale: 'pt', messages: {} });
    expect([0, 1, 2].map(pluralForm)).toEqual(['one', 'one', 'other']);
  });
});
