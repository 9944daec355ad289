import { sniffAudio, sniffPdf, SNIFF_BYTES } from './sniff';

export type FileProblem = 'too-large' | 'wrong-type' | 'empty' | null;

/** WAV, AIFF or MP3 by their first bytes, as the API checks them (a name or a MIME type may lie). */
export const looksLikeAudio = (head: Uint8Array): boolean => sniffAudio(head) !== null;
export const looksLikePdf = (head: Uint8Array): boolean => sniffPdf(head) !== null;

const readHead = (file: Blob): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsArrayBuffer(file.slice(0, SNIFF_BYTES));
  });

/** Checks a chosen file before sending it, so a wrong or huge file is refused at once rather than after upload. */
export async function fileProblem(
  file: Blob,
  { maxBytes, accepts }: { maxBytes: number; accepts: (head: Uint8Array) => boolean },
): Promise<FileProblem> {
  if (file.size === 0) return 'empty';
  if (file.size > maxBytes) return 'too-large';
  return accepts(await readHead(file)) ? null : 'wrong-type';
}
