/**
 * Text for a PDF literal string that any bytes of input leave intact: the text as UTF-16BE with its byte-order
 * mark (a PDF text string), every byte written as a three-digit octal escape. pdf-lib's `PDFString.of` writes its
 * argument between parentheses as it is, so a typed name with `)` could close the string and add entries (a false
 * `/M` signing time) to a signature dictionary; nothing but digits and backslashes survives this encoding, and
 * readers show the name as typed, accents and all.
 */
export function pdfLiteralText(text: string): string {
  const bytes = [0xfe, 0xff];
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    bytes.push(unit >> 8, unit & 0xff);
  }
  return bytes.map((byte) => `\\${byte.toString(8).padStart(3, '0')}`).join('');
}
