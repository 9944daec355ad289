import { isValidIpi, isValidVatNumber, normaliseIpi, normaliseVatNumber } from './account-rules';

describe('IPI numbers', () => {
  it('accepts 9 to 11 digits, with the spaces or dots people type between groups', () => {
    expect(isValidIpi('123456789')).toBe(true);
    expect(isValidIpi('00012345678')).toBe(true);
    expect(isValidIpi('123 456 789 01')).toBe(true);
    expect(normaliseIpi('123.456.789')).toBe('123456789');
  });

  it('refuses too short, too long or non-numeric numbers', () => {
    expect(isValidIpi('12345678')).toBe(false);
    expect(isValidIpi('123456789012')).toBe(false);
    expect(isValidIpi('12345678X')).toBe(false);
    expect(isValidIpi('')).toBe(false);
  });
});

describe('VAT numbers', () => {
  it('accepts a country prefix and letters or digits, whatever the case and spacing', () => {
    expect(isValidVatNumber('PT 123 456 789')).toBe(true);
    expect(isValidVatNumber('gb123456789')).toBe(true);
    expect(normaliseVatNumber('pt 123 456 789')).toBe('PT123456789');
  });

  it('refuses a number without its country prefix', () => {
    expect(isValidVatNumber('123456789')).toBe(false);
    expect(isValidVatNumber('P1234')).toBe(false);
  });
});
