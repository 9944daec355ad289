import { useStore } from '@nanostores/react';
import { $locale, type Locale } from '@rsm/shared';
import { format, isValid, parseISO, type Locale as DateLocale } from 'date-fns';
import { enGB, ptBR } from 'date-fns/locale';

const DATE_LOCALES: Record<Locale, DateLocale> = { en: enGB, pt: ptBR };

/** A date or instant as a long date in the reader's language ("1 March 2025", "1 de março de 2025"). */
export function LocalDate({ value, withTime = false }: { value: string; withTime?: boolean }) {
  const locale = useStore($locale);
  // parseISO reads a date-only value as local midnight; new Date() would read UTC and show the day before west
  // of Greenwich.
  const date = parseISO(value);
  return (
    <time dateTime={value}>
      {isValid(date) ? format(date, withTime ? 'PPP p' : 'PPP', { locale: DATE_LOCALES[locale] }) : value}
    </time>
  );
}

/** A money amount in the reader's locale: "£223.70", "223,70 £". */
export function Money({ amount, currency }: { amount: number; currency: string }) {
  const locale = useStore($locale);
  return (
    <>
      {new Intl.NumberFormat(locale === 'pt' ? 'pt-BR' : 'en-GB', { style: 'currency', currency }).format(
        amount,
      )}
    </>
  );
}
