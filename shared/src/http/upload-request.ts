import { $authHeaders, AUTH_HEADER_NAMES, rememberAuthHeaders } from '../bus/auth-store';
import { $locale, LOCALE_HEADER } from '../bus/locale-store';
import { apiUrl } from './api-client';
import { ApiError, serverMessage } from './api-error';

export interface UploadOptions {
  /** Fraction sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** The upload itself (see upload-with-progress.ts). */
export function sendWithProgress<T>(
  path: string,
  form: FormData,
  options: UploadOptions & { query?: Record<string, string | number> } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path, options.query));
    xhr.responseType = 'json';
    xhr.setRequestHeader('Accept-Language', LOCALE_HEADER[$locale.get()]);
    const auth = $authHeaders.get();
    if (auth) for (const name of AUTH_HEADER_NAMES) xhr.setRequestHeader(name, auth[name]);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      rememberAuthHeaders((name) => xhr.getResponseHeader(name));
      const data: unknown = xhr.response;
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(1);
        resolve(data as T);
      } else reject(new ApiError(xhr.status, data, serverMessage(data) ?? `Upload failed (${xhr.status})`));
    };
    xhr.onerror = () => reject(new ApiError(0, null, 'Network error'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}
