import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, type PDFRawStream } from 'pdf-lib';

/**
 * The lines of text a PDF page draws, in order, decoded from its content streams (the product writes each line with
 * one Tj of a WinAnsi hex string).
 */
export async function pdfPageLines(bytes: Uint8Array, pageIndex = 0): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const contents = doc.getPages()[pageIndex]!.node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
  const lines: string[] = [];
  for (const stream of streams) {
    const operators = inflateSync((stream as PDFRawStream).contents).toString('latin1');
    for (const [, hex] of operators.matchAll(/<([0-9A-F]*)> Tj/g))
      lines.push(Buffer.from(hex!, 'hex').toString('latin1'));
  }
  return lines;
}
