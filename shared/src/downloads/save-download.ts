import { $authHeaders } from '../bus/auth-store';
import { api } from '../http/api-client';

/** The file name a Content-Disposition header gives (RFC 6266: filename* wins over filename), or the fallback. */
export function fileNameFrom(disposition: string | null | undefined, fallback = 'file'): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(disposition);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name || fallback;
}

/** Hands a blob to the browser as a download under `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = name;
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked later: some browsers read the blob after click() has returned.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/**
 * Downloads a file the API only serves to a signed-in customer: a browser link cannot carry the auth headers, so the
 * file is fetched through the API client and saved. Failures are only logged: never a broken page.
 */
export async function downloadWithAuth(url: string): Promise<void> {
  try {
    const response = await api.raw<Blob, 'blob'>(url, { responseType: 'blob' });
    if (!response._data) throw new Error(`Empty download from ${url}`);
    saveBlob(response._data, fileNameFrom(response.headers.get('content-disposition')));
  } catch (error) {
    console.error('Download failed', url, error);
  }
}

/** Whether a download link must go through the API client (signed in) rather than be followed by the browser. */
export const needsAuthFetch = (): boolean => $authHeaders.get() !== null;
