import { api } from '@rsm/shared';

/** The file name a Content-Disposition header gives (filename* wins over filename), or 'file' (spec §7.4). */
export function fileNameFrom(disposition: string | null | undefined, fallback = 'file'): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(disposition);
  return (plain?.[2] ?? plain?.[1])?.trim() || fallback;
}

/** Hands a blob to the browser as a download named `name`, through an object URL. */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = name;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Later, not now: the browser may still be reading the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/**
 * Fetches a file through the API client (so the auth headers go with it, which a plain link cannot carry) and saves
 * it. File-download failures are only logged (spec §8).
 */
export async function fetchAndSave(path: string, query: Record<string, string | boolean | undefined> = {}) {
  try {
    const response = await api.raw<Blob, 'blob'>(path, { query, responseType: 'blob' });
    if (!response._data) throw new Error(`Empty response from ${path}`);
    saveBlob(response._data, fileNameFrom(response.headers.get('content-disposition')));
  } catch (error) {
    console.error('Download failed', path, error);
  }
}
