// The numbers account forms ask for, read the same way by the apps and the API (no schema library needed).

/** An IPI name number as people type it ("00123 456 789"): spaces and dots dropped. */
export const normaliseIpi = (value: string): string => value.replace(/[\s.]/g, '');

/** An Interested Party Information name number: 9 to 11 digits. */
export const isIpi = (value: string): boolean => /^\d{9,11}$/.test(normaliseIpi(value));

/**
 * A tax number as people type it ("pt 123 456 789", "BR 12.345.678/0001-95"): spaces, dots, slashes and hyphens
 * dropped, letters upper-cased.
 */
export const normaliseTaxNumber = (value: string): string => value.replace(/[\s./-]/g, '').toUpperCase();

/**
 * A tax number with its two-letter country prefix: an EU VAT number (2 to 13 letters or digits after it) or a
 * Brazilian CNPJ (14 digits) or CPF (11).
 */
export const isTaxNumber = (value: string): boolean =>
  /^[A-Z]{2}[0-9A-Z]{2,14}$/.test(normaliseTaxNumber(value));
