import { pdfPageLines } from '../../../test/pdf-text';
import type { ContractRow } from '../../repositories/contract-repository';
import { renderContractPdf } from './contract-pdf';

const contract = (body: string): ContractRow => ({
  id: 7,
  title: 'Publishing agreement: Samba collection',
  body,
  kind: 'digital',
  signed_name: null,
  signed_at: null,
  created_at: '2026-01-05T10:00:00.000Z',
  upload_path: null,
  original_name: null,
});

describe('the contract PDF', () => {
  it('prints each line of the contract on a line of its own, with no "?" where the breaks were', async () => {
    const pdf = await renderContractPdf(
      contract(
        '1. The composer grants the rights.\n\n2. The library pays 50 %.\r\n3. The works are original.',
      ),
      'Ana Souza',
    );
    const lines = await pdfPageLines(pdf);
    expect(lines).toEqual([
      'Publishing agreement: Samba collection',
      'Between RSM Production Music and Ana Souza',
      '1. The composer grants the rights.',
      '',
      '2. The library pays 50 %.',
      '3. The works are original.',
    ]);
  });

  it('keeps typographic quotes, dashes and accents the font has, and marks only what it lacks', async () => {
    const lines = await pdfPageLines(
      await renderContractPdf(contract('João’s share – 50 € → ok'), 'Ana Souza'),
    );
    // WinAnsi codes: ’ 0x92, – 0x96, € 0x80; the arrow is not in the font.
    expect(lines[2]).toBe('Jo\xe3o\x92s share \x96 50 \x80 ? ok');
  });
});
