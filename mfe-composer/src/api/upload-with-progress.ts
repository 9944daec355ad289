import {
  $authHeaders,
  $locale,
  ApiError,
  AUTH_HEADER_NAMES,
  apiUrl,
  LOCALE_HEADER,
  rememberAuthHeaders,
  serverMessage,
} from '@rsm/shared';

export interface UploadOptions {
  /** Fraction sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POSTs a multipart form with upload progress. The shared client (ofetch) cannot report progress, so this is the one
 * place the composer app talks to the API without it; it sends the same locale and auth headers and, like the client,
 * keeps the session's headers from the response and turns failures into ApiError with the server's message.
 */
export function uploadWithProgress<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path));
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
