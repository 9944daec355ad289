import { pdfPageLines } from '../../../test/pdf-text';
import { PdfWriter } from './pdf-writer';

describe('the PDF writer', () => {
  it('prints Portuguese accented letters as they are, in regular and bold (WinAnsi has them all)', async () => {
    const accents = 'ã õ ç é ê í ó ô ú â á à Ã Õ Ç É Ê Í Ó Ô Ú Â Á À';
    const pdf = await PdfWriter.create('Acentos');
    pdf.text(accents);
    pdf.text(accents, { bold: true });
    // WinAnsi and Latin-1 are the same bytes for these letters: the lines read back exactly as written.
    expect(await pdfPageLines(await pdf.save())).toEqual([accents, accents]);
  });
});
