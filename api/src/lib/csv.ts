// A spreadsheet runs a cell starting with one of these as a formula (CSV injection); a leading quote makes it text.
const FORMULA_START = /^[=+\-@\t\r]/;
// RFC 4180: fields with a separator, a quote or a line break are quoted.
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: formula-looking text is prefixed with ', then quoted (inner quotes doubled) when needed. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly (string | number | null | undefined)[]): string =>
  cells.map(csvCell).join(',');

/** A whole document with CRLF line ends; the BOM makes Excel read it as UTF-8 (accented names). */
export const csvDocument = (rows: readonly (readonly (string | number | null | undefined)[])[]): string =>
  `\uFEFF${rows.map((row) => `${csvLine(row)}\r\n`).join('')}`;
