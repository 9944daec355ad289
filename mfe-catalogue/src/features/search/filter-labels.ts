import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SearchField } from '@rsm/shared';
import { parseRange } from './search-query';

/** Seconds as a track length reads, `2:05`. */
export function formatLength(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * A length as typed in the panel: `2:30` (minutes and seconds) or `3` (whole minutes); null when it is neither.
 * Minutes, not seconds, because that is how a brief gives a length ("under 2 minutes").
 */
export function parseLength(typed: string): number | null {
  const match = /^(\d{1,3})(?::([0-5]\d))?$/.exec(typed.trim());
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2] ?? 0);
}

const VOCALS = { vocal: msg`With vocals`, instrumental: msg`Instrumental` } as const;

/** A `vocals` value in the reader's language ("Instrumental", "Com voz"); an unknown value as it is. */
export const vocalsName = (i18n: I18n, value: string) =>
  value in VOCALS ? i18n._(VOCALS[value as keyof typeof VOCALS]) : value;

/** A key in the reader's language ("A menor"). */
export const keyName = (i18n: I18n, value: string) =>
  value.replace(/ major$/, ` ${i18n._(msg`major`)}`).replace(/ minor$/, ` ${i18n._(msg`minor`)}`);

/**
 * What a chip says for one filter value: a range reads as one ("90-110 BPM", "1:00–3:00"), vocals and keys in the
 * reader's language, an excluded term as what it leaves out ("Without Drums"); other values as they are.
 */
export function filterLabel(i18n: I18n, field: SearchField, value: string): string {
  switch (field) {
    case 'bpm':
      return i18n._(msg`${value} BPM`);
    case 'key':
      return keyName(i18n, value);
    case 'vocals':
      return vocalsName(i18n, value);
    case 'exclude':
      return i18n._(msg`Without ${value}`);
    case 'length': {
      const range = parseRange(value);
      return range ? `${formatLength(range.from)}–${formatLength(range.to)}` : value;
    }
    default:
      return value;
  }
}
