import { isIpi, isTaxNumber, normaliseIpi, normaliseTaxNumber } from './account-numbers';

describe('IPI numbers', () => {
  it('accepts 9 to 11 digits, with the spaces or dots people type between groups', () => {
    expect(isIpi('123456789')).toBe(true);
    expect(isIpi('00012345678')).toBe(true);
    expect(isIpi('123 456 789 01')).toBe(true);
    expect(normaliseIpi('123.456.789')).toBe('123456789');
  });

  it('refuses too short, too long or non-numeric numbers', () => {
    expect(isIpi('12345678')).toBe(false);
    expect(isIpi('123456789012')).toBe(false);
    expect(isIpi('12345678X')).toBe(false);
    expect(isIpi('')).toBe(false);
  });
});

describe('tax numbers', () => {
  it('accepts a country prefix and letters or digits, whatever the case and spacing', () => {
    expect(isTaxNumber('PT 123 456 789')).toBe(true);
    expect(isTaxNumber('gb123456789')).toBe(true);
    expect(normaliseTaxNumber('pt 123 456 789')).toBe('PT123456789');
  });

  it('accepts a Brazilian CNPJ or CPF written with its dots, slash and hyphen', () => {
    expect(normaliseTaxNumber('BR 12.345.678/0001-95')).toBe('BR12345678000195');
    expect(isTaxNumber('BR 12.345.678/0001-95')).toBe(true);
    expect(isTaxNumber('br 123.456.789-09')).toBe(true);
  });

  it('refuses a number without its country prefix, or longer than any tax number', () => {
    expect(isTaxNumber('123456789')).toBe(false);
    expect(isTaxNumber('12.345.678/0001-95')).toBe(false);
    expect(isTaxNumber('P1234')).toBe(false);
    expect(isTaxNumber('BR1234567800019512')).toBe(false);
  });
});
