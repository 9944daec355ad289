import { i18n } from '@lingui/core';

/** mm:ss, as the player shows times. */
export function formatDuration(seconds: number | null | undefined): string {
  const total = Math.max(0, Math.floor(Number.isFinite(seconds) ? (seconds as number) : 0));
  const minutes = Math.floor(total / 60);
  return `${String(minutes).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** File sizes in decimal units with 2 decimals: 1234567 → "1.23 MB". */
export function formatFileSize(bytes: number | null | undefined): string {
  if (!bytes || bytes < 0) return '';
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${value.toFixed(unit === 0 ? 0 : 2)} ${units[unit]}`;
}

/** How each locale writes a count: its grouping and decimal marks, and its short words for thousands and millions. */
const COUNT_STYLE = {
  en: { group: ',', decimal: '.', thousand: 'K', million: 'M' },
  pt: { group: '.', decimal: ',', thousand: '\u00a0mil', million: '\u00a0mi' },
} as const;

function countStyle(): (typeof COUNT_STYLE)[keyof typeof COUNT_STYLE] {
  return i18n.locale === 'pt' ? COUNT_STYLE.pt : COUNT_STYLE.en;
}

function grouped(whole: number, group: string): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, group);
}

/** 1,234 → "1.2K"; 12,345 → "12K"; 1,234,567 → "1.2M" (pt: "1,2 mil", "12 mil", "1,2 mi"), as CLDR's short form. */
function compactCount(value: number): string {
  const style = countStyle();
  const [scale, word] = value >= 999_500 ? [1_000_000, style.million] : [1_000, style.thousand];
  // Two significant digits below ten of the unit, whole units above, rounded half up as Intl's compact notation.
  const tenths = Math.round((value * 10) / scale);
  if (tenths >= 100) return `${Math.round(value / scale)}${word}`;
  const decimal = tenths % 10 === 0 ? '' : `${style.decimal}${tenths % 10}`;
  return `${Math.floor(tenths / 10)}${decimal}${word}`;
}

/**
 * A count (a whole number of tracks, albums, plays) in the active locale, compact ("12K") when asked. Written here
 * rather than by Intl.NumberFormat: the first number formatter a page builds loads the browser's number data, a
 * task of 40–70 ms on this kind of machine (four times that on a phone), and every page shows a count at once.
 */
export function formatCount(value: number, compact = false): string {
  if (!Number.isSafeInteger(value) || value < 0 || value >= 999_500_000)
    return new Intl.NumberFormat(i18n.locale || 'en').format(value);
  if (compact && value >= 1000) return compactCount(value);
  return grouped(value, countStyle().group);
}

const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * The plural form of a count in the active locale ("one" or "other"), for a message that selects on it with the
 * count written by formatCount: `{form, select, one {{count} track} other {{count} tracks}}`. Lingui's own plural
 * builds a number formatter for each message, whether it shows the number or not.
 */
export function pluralForm(value: number): 'one' | 'other' {
  const locale = i18n.locale || 'en';
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(value) === 'one' ? 'one' : 'other';
}
