import type { Language } from '../../plugins/language';
import type { StatementRow } from '../../repositories/statement-repository';
import { PdfWriter } from './pdf-writer';
import { STATEMENT_LABELS } from './statement-labels';

/** The currency code, then the amount as the composer's language writes it: 'GBP 1,234.50' or 'GBP 1.234,50'. */
const money = (cents: number, currency: string, locale: string): string =>
  `${currency} ${(cents / 100).toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The statement's name in the composer's language, as its PDF is titled and downloaded. */
export const statementName = (statement: StatementRow, language: Language): string =>
  STATEMENT_LABELS[language].name(statement.period_start, statement.period_end);

/** A royalty statement in the composer's language: the period, one line per track and the total. */
export async function renderStatementPdf(
  statement: StatementRow,
  composerName: string,
  language: Language,
): Promise<Uint8Array> {
  const labels = STATEMENT_LABELS[language];
  const amount = (cents: number) => money(cents, statement.currency, labels.locale);
  const pdf = await PdfWriter.create(statementName(statement, language));
  pdf.text(labels.heading, { size: 20, bold: true, gap: 10 });
  pdf.text(`${labels.composer}: ${composerName}`);
  pdf.text(`${labels.period}: ${statement.period_start} ${labels.to} ${statement.period_end}`);
  pdf.text(`${labels.number}: ${statement.id}`, { gap: 12 });
  pdf.rule();
  for (const line of statement.lines)
    pdf.text(`${line.title} - ${labels.uses(line.uses)} - ${amount(line.amount_cents)}`);
  pdf.rule();
  pdf.text(`${labels.total}: ${amount(statement.amount_cents)}`, { size: 13, bold: true });
  return pdf.save();
}
