/** An IPI name number: 9 to 11 digits (spaces and dots people type between groups are ignored). */
export function normaliseIpi(value: string): string {
  return value.replace(/[\s.]/g, '');
}

export function isValidIpi(value: string): boolean {
  return /^\d{9,11}$/.test(normaliseIpi(value));
}

/** An EU-style VAT number: a two-letter country prefix and 2 to 13 letters or digits (spaces ignored). */
export function normaliseVatNumber(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}

export function isValidVatNumber(value: string): boolean {
  return /^[A-Z]{2}[0-9A-Z]{2,13}$/.test(normaliseVatNumber(value));
}
