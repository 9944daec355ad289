export type AudioFormat = 'wav' | 'aiff' | 'mp3';
export type UploadFormat = AudioFormat | 'pdf';

/** Bytes needed to tell every accepted format apart. */
export const SNIFF_BYTES = 12;

const ascii = (bytes: Uint8Array, offset: number, text: string): boolean =>
  bytes.length >= offset + text.length &&
  [...text].every((char, index) => bytes[offset + index] === char.charCodeAt(0));

/** The audio format a file's first bytes declare, whatever its name or the browser's content type say. */
export function sniffAudio(head: Uint8Array): AudioFormat | null {
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WAVE')) return 'wav';
  if (ascii(head, 0, 'FORM') && (ascii(head, 8, 'AIFF') || ascii(head, 8, 'AIFC'))) return 'aiff';
  if (ascii(head, 0, 'ID3')) return 'mp3';
  // An MPEG audio frame header: 11 sync bits, then a layer other than "reserved".
  if (head.length >= 2 && head[0] === 0xff && (head[1]! & 0xe0) === 0xe0 && (head[1]! & 0x06) !== 0)
    return 'mp3';
  return null;
}

export const sniffPdf = (head: Uint8Array): 'pdf' | null => (ascii(head, 0, '%PDF-') ? 'pdf' : null);
