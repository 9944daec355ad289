import { i18n } from '@lingui/core';
import { formatDate } from './dates';

describe('formatDate', () => {
  afterEach(() => i18n.activate('en'));

  it.each(['en', 'pt'])('writes every month as Intl dateStyle medium and long do in %s', (locale) => {
    i18n.loadAndActivate({ locale, messages: {} });
    for (let month = 0; month < 12; month += 1)
      for (const day of [1, 5, 28]) {
        const date = new Date(2024, month, day, 13, 30);
        for (const style of ['medium', 'long'] as const)
          expect(formatDate(date, style)).toBe(
            new Intl.DateTimeFormat(locale, { dateStyle: style }).format(date),
          );
      }
  });

  it('writes a calendar date as given, and a moment as the reader sees it', () => {
    i18n.loadAndActivate({ locale: 'pt', messages: {} });
    expect(formatDate('2024-03-05', 'long')).toBe('5 de março de 2024');
    const moment = '2024-12-31T23:30:00Z';
    expect(formatDate(moment)).toBe(
      new Intl.DateTimeFormat('pt', { dateStyle: 'medium' }).format(new Date(moment)),
    );
    expect(formatDate('not a date')).toBe('');
  });
});
