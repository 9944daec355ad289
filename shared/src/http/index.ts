export { api, apiUrl, ApiError, request, serverMessage, type RequestOptions } from './api-client';
export { onResponseMismatch, ResponseMismatchError, type AnswerSchema } from './response-check';
export { uploadWithProgress, type UploadOptions } from './upload-with-progress';
