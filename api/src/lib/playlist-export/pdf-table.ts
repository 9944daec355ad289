import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

export interface Column {
  title: string;
  /** Share of the table width. */
  width: number;
  align?: 'left' | 'right';
}

// A4 landscape, in points.
const PAGE: [number, number] = [841.89, 595.28];
const MARGIN = 40;
const ROW = 18;
const SIZE = 9;
const GREY = rgb(0.45, 0.45, 0.45);
const RULE = rgb(0.85, 0.85, 0.85);

/**
 * The standard fonts encode WinAnsi only: Portuguese accents are kept, anything else (CJK, emoji) becomes "?"
 * rather than failing the whole document.
 */
export function winAnsi(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/[^\x20-\x7e\xa0-\xff]/gu, '?');
}

/** Cuts text to fit `width` at the table's font size, ending with "...". */
function fit(font: PDFFont, text: string, width: number): string {
  if (font.widthOfTextAtSize(text, SIZE) <= width) return text;
  let cut = text;
  while (cut.length > 0 && font.widthOfTextAtSize(`${cut}...`, SIZE) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}...`;
}

/** A PDF with a title, a subtitle and a table that continues over as many pages as needed (header repeated). */
export async function renderTablePdf(input: {
  title: string;
  subtitle: string;
  columns: Column[];
  rows: string[][];
}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(input.title));
  doc.setProducer('RSM music library');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const tableWidth = PAGE[0] - 2 * MARGIN;
  const total = input.columns.reduce((sum, column) => sum + column.width, 0);
  const widths = input.columns.map((column) => (column.width / total) * tableWidth);
  const pages: PDFPage[] = [];

  const drawRow = (page: PDFPage, cells: string[], y: number, face: PDFFont) => {
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const room = widths[i]! - 6;
      const text = fit(face, winAnsi(cell), room);
      const dx = input.columns[i]!.align === 'right' ? room - face.widthOfTextAtSize(text, SIZE) : 0;
      page.drawText(text, { x: x + dx, y, size: SIZE, font: face });
      x += widths[i]!;
    });
    page.drawLine({
      start: { x: MARGIN, y: y - 5 },
      end: { x: MARGIN + tableWidth, y: y - 5 },
      thickness: 0.5,
      color: RULE,
    });
  };
  const newPage = (): { page: PDFPage; y: number } => {
    const page = doc.addPage(PAGE);
    pages.push(page);
    let y = PAGE[1] - MARGIN;
    if (pages.length === 1) {
      page.drawText(fit(bold, winAnsi(input.title), tableWidth), {
        x: MARGIN,
        y: y - 12,
        size: 18,
        font: bold,
      });
      page.drawText(winAnsi(input.subtitle), { x: MARGIN, y: y - 30, size: 10, font, color: GREY });
      y -= 56;
    }
    drawRow(
      page,
      input.columns.map((column) => column.title),
      y,
      bold,
    );
    return { page, y: y - ROW };
  };

  let at = newPage();
  for (const row of input.rows) {
    if (at.y < MARGIN + ROW) at = newPage();
    drawRow(at.page, row, at.y, font);
    at.y -= ROW;
  }
  pages.forEach((page, i) => {
    const label = `${i + 1} / ${pages.length}`;
    page.drawText(label, {
      x: PAGE[0] - MARGIN - font.widthOfTextAtSize(label, 8),
      y: MARGIN / 2,
      size: 8,
      font,
      color: GREY,
    });
  });
  return doc.save();
}
