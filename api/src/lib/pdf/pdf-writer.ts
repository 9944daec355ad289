import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

const PAGE: [number, number] = [595.28, 841.89]; // A4 in points
const MARGIN = 56;

/** Writes lines top to bottom on A4 pages, wrapping long text and starting new pages as needed. */
export class PdfWriter {
  private page!: PDFPage;
  private y = 0;
  private readonly characterSets = new Map<PDFFont, Set<number>>();
  private constructor(
    readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {}

  static async create(title: string): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.setTitle(title);
    doc.setProducer('RSM production music library');
    // A fixed date keeps the same statement byte-identical on every download.
    doc.setCreationDate(new Date(0));
    doc.setModificationDate(new Date(0));
    const writer = new PdfWriter(
      doc,
      await doc.embedFont(StandardFonts.Helvetica),
      await doc.embedFont(StandardFonts.HelveticaBold),
    );
    writer.newPage();
    return writer;
  }

  newPage(): void {
    this.page = this.doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }

  /**
   * Standard fonts speak WinAnsi only: a character outside it becomes '?'. WinAnsi has the typographic quotes,
   * dashes and the euro sign, so only what the font truly lacks is replaced.
   */
  private safe(text: string, font: PDFFont): string {
    let known = this.characterSets.get(font);
    if (!known) this.characterSets.set(font, (known = new Set(font.getCharacterSet())));
    const set = known;
    return Array.from(text.replace(/\t/g, ' '), (char) => (set.has(char.codePointAt(0)!) ? char : '?')).join(
      '',
    );
  }

  text(text: string, options: { size?: number; bold?: boolean; gap?: number } = {}): void {
    const size = options.size ?? 11;
    const font = options.bold ? this.bold : this.font;
    const width = PAGE[0] - 2 * MARGIN;
    // A line break in the text starts a new line: split before making the text safe, or each break prints '?'.
    for (const paragraph of text.split(/\r?\n/).map((line) => this.safe(line, font))) {
      let line = '';
      const flush = () => {
        if (this.y < MARGIN + size) this.newPage();
        this.page.drawText(line, { x: MARGIN, y: this.y, size, font, color: rgb(0.05, 0.1, 0.2) });
        this.y -= size * 1.45;
        line = '';
      };
      for (const word of paragraph.split(' ')) {
        const next = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(next, size) > width && line) {
          flush();
          line = word;
        } else line = next;
      }
      flush();
    }
    this.y -= options.gap ?? 4;
  }

  rule(): void {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + 6 },
      end: { x: PAGE[0] - MARGIN, y: this.y + 6 },
      thickness: 0.5,
      color: rgb(0.6, 0.65, 0.7),
    });
    this.y -= 10;
  }

  save(): Promise<Uint8Array> {
    return this.doc.save();
  }
}
