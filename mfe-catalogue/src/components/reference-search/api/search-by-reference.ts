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
import { trackSchema } from '@rsm/shared/schemas';
import { z } from 'zod';

/** A track with how alike it sounds (1 = the same). */
export const soundsLikeTrackSchema = trackSchema.extend({ similarity: z.number() });
export type SoundsLikeTrack = z.infer<typeof soundsLikeTrackSchema>;

const responseSchema = z.object({ tracks: z.array(soundsLikeTrackSchema) });

/** As many tracks as the API gives for one reference. */
export const REFERENCE_RESULTS = 50;

/**
 * Sends a reference file to be analysed, reporting the upload's progress (which the shared client, ofetch, cannot),
 * with the client's locale and session headers; failures become ApiError with the API's message.
 */
export function searchByReference(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<SoundsLikeTrack[]> {
  const form = new FormData();
  form.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl('/v2/tracks/search_by_audio', { per: REFERENCE_RESULTS }));
    xhr.responseType = 'json';
    xhr.setRequestHeader('Accept-Language', LOCALE_HEADER[$locale.get()]);
    const auth = $authHeaders.get();
    if (auth) for (const name of AUTH_HEADER_NAMES) xhr.setRequestHeader(name, auth[name]);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      rememberAuthHeaders((name) => xhr.getResponseHeader(name));
      const data: unknown = xhr.response;
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, data, serverMessage(data) ?? `Search failed (${xhr.status})`));
        return;
      }
      try {
        resolve(responseSchema.parse(data).tracks);
      } catch (error) {
        reject(error as Error);
      }
    };
    xhr.onerror = () => reject(new ApiError(0, null, 'Network error'));
    xhr.onabort = () => reject(new DOMException('Search cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}
