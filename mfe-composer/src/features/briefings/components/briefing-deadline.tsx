import { useStore } from '@nanostores/react';
import { $locale, type Locale } from '@rsm/shared';
import { format, isValid, parseISO, type Locale as DateLocale } from 'date-fns';
import { enGB, ptBR } from 'date-fns/locale';

const DATE_LOCALES: Record<Locale, DateLocale> = { en: enGB, pt: ptBR };

/** A deadline as a long date in the reader's language ("1 March 2025", "1 de março de 2025"). */
export function BriefingDeadline({ deadline }: { deadline: string }) {
  const locale = useStore($locale);
  // parseISO reads a date-only deadline as local midnight; new Date() would read UTC and show the day before
  // west of Greenwich.
  const date = parseISO(deadline);
  return (
    <time dateTime={deadline}>
      {isValid(date) ? format(date, 'PPP', { locale: DATE_LOCALES[locale] }) : deadline}
    </time>
  );
}
