/** The API's limit for a reference file (it refuses more with 413). */
export const REFERENCE_MAX_BYTES = 50 * 1024 * 1024;

/** What the file picker offers: the formats the API decodes. */
export const REFERENCE_ACCEPT =
  '.mp3,.wav,.aif,.aiff,audio/mpeg,audio/wav,audio/x-wav,audio/aiff,audio/x-aiff';

export type ReferenceFileProblem = 'empty' | 'too-large' | 'wrong-type' | null;

const ascii = (bytes: Uint8Array, offset: number, text: string): boolean =>
  [...text].every((char, index) => bytes[offset + index] === char.charCodeAt(0));

/** WAV, AIFF or MP3 by their first bytes, as the API tells them (a name or a MIME type may lie). */
export function looksLikeAudio(head: Uint8Array): boolean {
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WAVE')) return true;
  if (ascii(head, 0, 'FORM') && (ascii(head, 8, 'AIFF') || ascii(head, 8, 'AIFC'))) return true;
  if (ascii(head, 0, 'ID3')) return true;
  return head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0 && ((head[1] ?? 0) & 0x06) !== 0;
}

const readHead = async (file: Blob): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file.slice(0, 12));
  });

/** Refuses a file at once, before a 50 MB upload that the API would refuse anyway. */
export async function referenceFileProblem(file: Blob): Promise<ReferenceFileProblem> {
  if (file.size === 0) return 'empty';
  if (file.size > REFERENCE_MAX_BYTES) return 'too-large';
  return looksLikeAudio(await readHead(file)) ? null : 'wrong-type';
}
