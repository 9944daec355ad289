import type { StatementRow } from '../../repositories/statement-repository';
import { PdfWriter } from './pdf-writer';

const money = (cents: number, currency: string): string =>
  `${currency} ${(cents / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A royalty statement: the period, one line per track and the total. */
export async function renderStatementPdf(statement: StatementRow, composerName: string): Promise<Uint8Array> {
  const pdf = await PdfWriter.create(`Statement ${statement.period_start} to ${statement.period_end}`);
  pdf.text('Royalty statement', { size: 20, bold: true, gap: 10 });
  pdf.text(`Composer: ${composerName}`);
  pdf.text(`Period: ${statement.period_start} to ${statement.period_end}`);
  pdf.text(`Statement number: ${statement.id}`, { gap: 12 });
  pdf.rule();
  for (const line of statement.lines)
    pdf.text(`${line.title} - ${line.uses} uses - ${money(line.amount_cents, statement.currency)}`);
  pdf.rule();
  pdf.text(`Total: ${money(statement.amount_cents, statement.currency)}`, { size: 13, bold: true });
  return pdf.save();
}
