import { i18n } from '@lingui/core';

const MONTHS = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  pt: [
    'janeiro',
    'fevereiro',
    'março',
    'abril',
    'maio',
    'junho',
    'julho',
    'agosto',
    'setembro',
    'outubro',
    'novembro',
    'dezembro',
  ],
} as const;

/** A calendar date ("2024-03-05") as written, whatever the reader's time zone; a moment in the reader's time zone. */
function dayOf(value: Date | string): { year: number; month: number; day: number } | null {
  const calendar = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (calendar)
    return { year: Number(calendar[1]), month: Number(calendar[2]) - 1, day: Number(calendar[3]) };
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  return { year: date.getFullYear(), month: date.getMonth(), day: date.getDate() };
}

/**
 * A date as Intl's dateStyle writes it in the locale (the active one unless told): "Mar 5, 2024" / "March 5, 2024", "5 de mar. de 2024" /
 * "5 de março de 2024". Written here rather than by Intl.DateTimeFormat, whose first use on a page loads the
 * browser's calendar data (a task of 40–60 ms on this kind of machine, four times that on a phone).
 */
export function formatDate(
  value: Date | string,
  style: 'medium' | 'long' = 'medium',
  locale: string = i18n.locale,
): string {
  const parts = dayOf(value);
  if (!parts) return '';
  const { year, month, day } = parts;
  if (locale === 'pt') {
    const name = MONTHS.pt[month]!;
    return `${day} de ${style === 'long' ? name : `${name.slice(0, 3)}.`} de ${year}`;
  }
  const name = MONTHS.en[month]!;
  return `${style === 'long' ? name : name.slice(0, 3)} ${day}, ${year}`;
}
