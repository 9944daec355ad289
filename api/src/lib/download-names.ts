// Separators, reserved characters on Windows and control characters never reach a file or zip entry name.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f/\\:*?"<>|]/g;
const MAX_SEGMENT = 120;

/** One path segment: no separators, no "." or "..", never empty. */
export function safeSegment(text: string): string {
  const cleaned = text
    .normalize('NFC')
    .replace(UNSAFE, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_SEGMENT)
    .replace(/^[.\s]+|[.\s]+$/g, '');
  return cleaned || '_';
}

export interface NamedTrack {
  album_directory: string;
  position: number;
  name: string;
  version: string | null;
}

const title = (track: NamedTrack) => (track.version ? `${track.name} (${track.version})` : track.name);

/** "<Album directory> - <Track name> (<version>).<ext>", the name of a single downloaded file. */
export const trackFileName = (track: NamedTrack, ext: string): string =>
  `${safeSegment(track.album_directory)} - ${safeSegment(title(track))}.${ext}`;

/** "<Album directory>/<nn> <Track name> (<version>).<ext>", a track's entry in a zip. */
export const zipEntryName = (track: NamedTrack, ext: string): string =>
  `${safeSegment(track.album_directory)}/${String(track.position).padStart(2, '0')} ${safeSegment(title(track))}.${ext}`;

/** Appends " (2)", " (3)"… before the extension of repeated names (compared case-insensitively, as on Windows). */
export function uniqueNames(names: string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const dot = name.lastIndexOf('.');
    const [stem, ext] = dot > name.lastIndexOf('/') ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/** attachment with an ASCII fallback for old clients and the exact UTF-8 name (RFC 5987) for the rest. */
export function attachmentHeader(filename: string): string {
  const ascii = filename
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
