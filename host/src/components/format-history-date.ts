import type { Locale } from '@rsm/shared';
import { format, isValid, parseISO, type Locale as DateLocale } from 'date-fns';
import { enGB, ptBR } from 'date-fns/locale';

const DATE_LOCALES: Record<Locale, DateLocale> = { en: enGB, pt: ptBR };

/** When a play or download happened, as the reader's language writes dates: "5 Mar 2026, 14:07" / "5 mar 2026, 14:07". */
export function formatHistoryDate(iso: string, locale: Locale): string {
  const date = parseISO(iso);
  return isValid(date) ? format(date, 'PPp', { locale: DATE_LOCALES[locale] }) : '';
}
