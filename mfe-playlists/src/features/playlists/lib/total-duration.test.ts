import { formatTotalDuration, isoDuration, totalSeconds } from './total-duration';

describe('a playlist length', () => {
  it('adds up the tracks, counting an unknown length as none', () => {
    expect(totalSeconds([{ length: 95 }, { length: null }, { length: 30 }])).toBe(125);
  });

  it.each([
    [0, '0 sec', '0 s', 'PT0S'],
    [45, '45 sec', '45 s', 'PT45S'],
    [120, '2 min', '2 min', 'PT2M'],
    [285, '4 min 45 sec', '4 min 45 s', 'PT4M45S'],
    [3600, '1 hr', '1 h', 'PT1H'],
    [3800, '1 hr 3 min', '1 h 3 min', 'PT1H3M'],
  ])('%i s reads "%s" in English and "%s" in Portuguese', (seconds, english, portuguese, iso) => {
    expect(formatTotalDuration(seconds, 'en')).toBe(english);
    expect(formatTotalDuration(seconds, 'pt')).toBe(portuguese);
    expect(isoDuration(seconds)).toBe(iso);
  });

  it.each(['en', 'pt'])('writes each length as Intl unit and list formats do in %s', (locale) => {
    for (const seconds of [0, 7, 59, 60, 61, 600, 3599, 3600, 3660, 7322, 36_000]) {
      const units = formatTotalDuration(seconds, locale).split(/ (?=\d)/);
      const intl = units.map((text) => {
        const [value, name] = text.split(' ');
        const unit = ({ hr: 'hour', h: 'hour', min: 'minute', sec: 'second', s: 'second' } as const)[name!]!;
        return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(
          Number(value),
        );
      });
      expect(formatTotalDuration(seconds, locale)).toBe(
        new Intl.ListFormat(locale, { type: 'unit', style: 'narrow' }).format(intl),
      );
    }
  });
});
