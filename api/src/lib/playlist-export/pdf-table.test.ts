import { PDFDocument } from 'pdf-lib';
import { renderTablePdf, winAnsi } from './pdf-table';

describe('renderTablePdf', () => {
  const columns = [
    { title: '#', width: 1 },
    { title: 'Title', width: 5 },
  ];

  it('continues a long table over more pages', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => [String(i + 1), `Track ${i + 1}`]);
    const pdf = await PDFDocument.load(
      await renderTablePdf({ title: 'Long', subtitle: '120', columns, rows }),
    );
    expect(pdf.getPageCount()).toBe(5);
    const one = await PDFDocument.load(
      await renderTablePdf({ title: 'Short', subtitle: '1', columns, rows: rows.slice(0, 1) }),
    );
    expect(one.getPageCount()).toBe(1);
  });

  it('keeps Portuguese accents and replaces what the standard fonts cannot encode', async () => {
    expect(winAnsi('Canção “nova” – 東京 🎵')).toBe('Canção "nova" - ?? ?');
    const bytes = await renderTablePdf({
      title: 'Açaí 🎵',
      subtitle: '',
      columns,
      rows: [['1', '東京 '.repeat(80)]],
    });
    expect((await PDFDocument.load(bytes)).getTitle()).toBe('Açaí ?');
  });
});
