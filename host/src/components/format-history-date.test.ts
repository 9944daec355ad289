import { formatHistoryDate } from './format-history-date';

describe('formatHistoryDate', () => {
  it('writes the date the British way in English', () => {
    expect(formatHistoryDate('2026-03-05T14:07:00', 'en')).toBe('5 Mar 2026, 14:07');
  });

  it('writes it the Brazilian Portuguese way in Portuguese', () => {
    expect(formatHistoryDate('2026-03-05T14:07:00', 'pt')).toBe('5 mar 2026, 14:07');
  });

  it('shows nothing for a date it cannot read', () => {
    expect(formatHistoryDate('not a date', 'en')).toBe('');
  });
});
