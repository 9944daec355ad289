import { pdfPageLines } from '../../../test/pdf-text';
import type { StatementRow } from '../../repositories/statement-repository';
import { renderStatementPdf } from './statement-pdf';

const statement: StatementRow = {
  id: 12,
  period_start: '2026-01-01',
  period_end: '2026-03-31',
  amount_cents: 123_450,
  currency: 'GBP',
  lines: [
    { title: 'Samba do Estádio', uses: 14, amount_cents: 122_850 },
    { title: 'Quiet Harbour', uses: 1, amount_cents: 600 },
  ],
};

describe('the royalty statement PDF', () => {
  it.each([
    {
      description: 'English labels and amounts to an English reader',
      language: 'en',
      lines: [
        'Royalty statement',
        'Composer: Ana Souza',
        'Period: 2026-01-01 to 2026-03-31',
        'Statement number: 12',
        'Samba do Estádio - 14 uses - GBP 1,228.50',
        'Quiet Harbour - 1 use - GBP 6.00',
        'Total: GBP 1,234.50',
      ],
    },
    {
      description: 'Brazilian Portuguese labels and amounts to a Portuguese reader, accents intact',
      language: 'pt',
      lines: [
        'Demonstrativo de royalties',
        'Compositor: Ana Souza',
        'Período: 2026-01-01 a 2026-03-31',
        'Número do demonstrativo: 12',
        'Samba do Estádio - 14 usos - GBP 1.228,50',
        'Quiet Harbour - 1 uso - GBP 6,00',
        'Total: GBP 1.234,50',
      ],
    },
  ] as const)('prints $description', async ({ language, lines }) => {
    expect(await pdfPageLines(await renderStatementPdf(statement, 'Ana Souza', language))).toEqual(lines);
  });
});
