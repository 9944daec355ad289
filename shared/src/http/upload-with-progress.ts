import type { UploadOptions } from './upload-request';

export type { UploadOptions };

/**
 * POSTs a multipart form with upload progress (a composer's audio or contract, a reference track to search by). The
 * client (ofetch) cannot report progress, so this is the one call made without it; it sends the same locale and auth
 * headers and, like the client, keeps the session's headers from the response and turns failures into ApiError with
 * the server's message. Its code is a chunk of its own, fetched with the first upload: no page needs it to show.
 */
export async function uploadWithProgress<T>(
  path: string,
  form: FormData,
  options: UploadOptions & { query?: Record<string, string | number> } = {},
): Promise<T> {
  const { sendWithProgress } = await import(/* webpackChunkName: "uploads" */ './upload-request');
  return sendWithProgress<T>(path, form, options);
}
