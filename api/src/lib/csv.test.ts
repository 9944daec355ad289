import fc from 'fast-check';
import { csvCell, csvDocument, csvLine } from './csv';

/** A small RFC 4180 parser of one record (no trailing line break). */
function parseRecord(line: string): string[] {
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    let field = '';
    if (line[i] === '"') {
      i++;
      for (;;) {
        const quote = line.indexOf('"', i);
        if (quote < 0) throw new Error('unterminated quoted field');
        field += line.slice(i, quote);
        i = quote + 1;
        if (line[i] !== '"') break;
        field += '"';
        i++;
      }
      if (i < line.length && line[i] !== ',') throw new Error(`text after a closing quote at ${i}`);
    } else {
      const comma = line.indexOf(',', i);
      field = line.slice(i, comma < 0 ? line.length : comma);
      if (/["\r\n]/.test(field)) throw new Error(`unquoted field with a quote or line break: ${field}`);
      i = comma < 0 ? line.length : comma;
    }
    fields.push(field);
    if (i >= line.length) return fields;
    i++; // the comma
  }
}

const FORMULA_START = /^[=+\-@\t\r]/;

describe('csv', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', `"'\rx"`],
    [null, ''],
    [120, '120'],
  ])('quotes what needs quoting and defuses formulas: %j is %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('ends every line with CRLF after a BOM', () => {
    expect(
      csvDocument([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe('\uFEFFa,b\r\nc,d\r\n');
  });

  it('round-trips arbitrary cells through an RFC 4180 parser', () => {
    const text = fc.oneof(
      fc.string(),
      fc.string({
        unit: fc.constantFrom('a', ',', '"', '\r', '\n', '=', '+', '-', '@', '\t', "'", ' ', 'é'),
      }),
    );
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 8 }), (cells) => {
        const parsed = parseRecord(csvLine(cells));
        expect(parsed).toEqual(cells.map((cell) => (FORMULA_START.test(cell) ? `'${cell}` : cell)));
      }),
      { numRuns: 500 },
    );
  });
});
