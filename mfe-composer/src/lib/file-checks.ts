export const AUDIO_MAX_BYTES = 200 * 1024 * 1024;
export const CONTRACT_MAX_BYTES = 10 * 1024 * 1024;

export type FileProblem = 'too-large' | 'wrong-type' | 'empty' | null;

const ascii = (bytes: Uint8Array, offset: number, text: string): boolean =>
  [...text].every((char, index) => bytes[offset + index] === char.charCodeAt(0));

/** WAV, AIFF or MP3 by their first bytes, as the API checks them. */
export function looksLikeAudio(head: Uint8Array): boolean {
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WAVE')) return true;
  if (ascii(head, 0, 'FORM') && (ascii(head, 8, 'AIFF') || ascii(head, 8, 'AIFC'))) return true;
  if (ascii(head, 0, 'ID3')) return true;
  return head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0 && ((head[1] ?? 0) & 0x06) !== 0;
}

export const looksLikePdf = (head: Uint8Array): boolean => ascii(head, 0, '%PDF-');

const readHead = (file: Blob): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsArrayBuffer(file.slice(0, 12));
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
