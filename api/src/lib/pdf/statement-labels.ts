import type { Language } from '../../plugins/language';

/** What a royalty statement says, in the composer's language: every label in both languages. */
export interface StatementLabels {
  /** How amounts are written: '1,234.50' or '1.234,50'. */
  locale: string;
  /** The statement's name: the PDF's title and its download's file name. */
  name: (start: string, end: string) => string;
  heading: string;
  composer: string;
  period: string;
  /** Between the first and the last day of the period. */
  to: string;
  number: string;
  uses: (count: number) => string;
  total: string;
}

export const STATEMENT_LABELS: Record<Language, StatementLabels> = {
  en: {
    locale: 'en-GB',
    name: (start, end) => `Statement ${start} to ${end}`,
    heading: 'Royalty statement',
    composer: 'Composer',
    period: 'Period',
    to: 'to',
    number: 'Statement number',
    uses: (count) => `${count} ${count === 1 ? 'use' : 'uses'}`,
    total: 'Total',
  },
  pt: {
    locale: 'pt-BR',
    name: (start, end) => `Demonstrativo ${start} a ${end}`,
    heading: 'Demonstrativo de royalties',
    composer: 'Compositor',
    period: 'Período',
    to: 'a',
    number: 'Número do demonstrativo',
    uses: (count) => `${count} ${count === 1 ? 'uso' : 'usos'}`,
    total: 'Total',
  },
};
