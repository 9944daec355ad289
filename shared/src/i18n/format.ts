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

const countFormats = new Map<string, Intl.NumberFormat>();

/**
 * A count in the active locale, compact ("12K") when asked. One formatter per locale and style, built once: building
 * one loads the locale's number data (milliseconds each time, on a phone) and a list formats a count per row.
 */
export function formatCount(value: number, compact = false): string {
  const locale = i18n.locale || 'en';
  const key = `${locale}|${compact ? 'compact' : 'plain'}`;
  let format = countFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, compact ? { notation: 'compact' } : {});
    countFormats.set(key, format);
  }
  return format.format(value);
}
